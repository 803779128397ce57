/** The ABN's 11 digits with spaces, dashes and dots taken out. */
export const abnDigits = (value: string): string => value.replace(/[\s.-]/g, '');

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * The ATO's ABN check: subtract 1 from the first digit, weigh each digit, and the sum must be a
 * multiple of 89. Catches every single-digit typo and most transpositions.
 */
export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value);
  if (!/^\d{11}$/.test(digits) || digits[0] === '0') return false;
  const sum = [...digits].reduce((total, digit, index) => {
    const n = Number(digit) - (index === 0 ? 1 : 0);
    return total + n * (WEIGHTS[index] ?? 0);
  }, 0);
  return sum % 89 === 0;
}

/** '51824753556' → '51 824 753 556', the way the ATO prints it. */
export function formatAbn(value: string): string {
  const d = abnDigits(value);
  return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8, 11)}`;
}
