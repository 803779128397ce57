type Cell = string | number;

/**
 * One CSV line (RFC 4180). Text that a spreadsheet would run as a formula (=, +, -, @ first)
 * is prefixed with an apostrophe: customer-typed text must never become a formula.
 */
export function csvLine(cells: Cell[]): string {
  return cells
    .map((cell) => {
      if (typeof cell === 'number') return String(cell);
      const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
      return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',');
}

export const csvDocument = (header: string[], rows: Cell[][]): string =>
  [csvLine(header), ...rows.map(csvLine)].join('\r\n') + '\r\n';

/** Cents as a plain dollar figure a spreadsheet sums: 123456 → '1234.56'. */
export const dollars = (cents: number): string => (cents / 100).toFixed(2);
