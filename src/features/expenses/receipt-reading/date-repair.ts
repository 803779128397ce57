export const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];

/**
 * A month's three letters with one of them misread ('3UN' for JUN, 'DFC' for DEC): the one
 * month they are a single letter away from, or null when none is or two are ('JUM': JUN or
 * JUL). At least two of its characters must be letters ('306' is no month); a month spelt
 * right is not this rule's to read.
 */
export function looseMonth(word: string): number | null {
  if (word.length !== 3 || (word.match(/[A-Z]/g) ?? []).length < 2) return null;
  if (MONTH_NAMES.includes(word)) return null;
  const near = MONTH_NAMES.flatMap((name, i) =>
    [...name].filter((c, k) => c !== word[k]).length === 1 ? [i + 1] : [],
  );
  return near.length === 1 ? (near[0] ?? null) : null;
}

/**
 * A dd/mm/yyyy date whose slashes OCR read as 7s or 1s ('2070672026' for 20/06/2026): its day,
 * month and year, or none. Only the ten-digit shape with a year of 20xx (or 2x6, 2x8, 2x9 for
 * a misread zero) is taken, and only on a line that says it is the date (the caller's rule): a
 * phone or card number is no date.
 */
export function slashesAsDigits(text: string): Array<[day: string, month: string, year: string]> {
  const out: Array<[string, string, string]> = [];
  for (const m of text.matchAll(/(?<!\d)(\d{2})[17](\d{2})[17](2[0689]\d{2})(?!\d)/g)) {
    out.push([m[1] ?? '', m[2] ?? '', m[3] ?? '']);
  }
  return out;
}
