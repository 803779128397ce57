import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Truth } from '../score';

/**
 * The shared set of real scans (SROIE, CC BY 4.0; its SOURCE.txt says where from): kept beside
 * the project, never copied into it. RECEIPTS_REAL_DIR points elsewhere.
 */
export const SHARED_SET_DIR =
  process.env.RECEIPTS_REAL_DIR ??
  path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/receipts-real');

/** A scan of the shared set and what its label says. */
export type SharedReceipt = { file: string; path: string; truth: Truth };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: string | number) => String(n).padStart(2, '0');

/** A label's date ('09/01/2019', '28-12-17', '27 MAR 2018', '2018-01-05') in ISO; null if none. */
export function labelDate(text: string): string | null {
  const t = text.trim().toUpperCase();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(t);
  if (numeric) {
    const year = (numeric[3] ?? '').length === 2 ? `20${numeric[3]}` : numeric[3];
    return `${year}-${pad(numeric[2] ?? '')}-${pad(numeric[1] ?? '')}`;
  }
  const worded = /^(\d{1,2})\s+([A-Z]{3})[A-Z]*\s+(\d{4})$/.exec(t);
  const month = MONTHS.indexOf(worded?.[2] ?? '') + 1;
  if (worded && month > 0) return `${worded[3]}-${pad(month)}-${pad(worded[1] ?? '')}`;
  return null;
}

/** A label's total ('31.00', '$8.20', 'RM 34.80') in cents; null if none. */
export function labelCents(text: string): number | null {
  const m = /(\d+)\.(\d{2})\s*$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** The set's scans with their labels, in file order; none where the set is not here. */
export async function sharedReceipts(dir = SHARED_SET_DIR): Promise<SharedReceipt[]> {
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith('.jpg')).sort();
  const out: SharedReceipt[] = [];
  for (const file of files) {
    const labelFile = path.join(dir, file.replace(/\.jpg$/, '.json'));
    if (!existsSync(labelFile)) continue;
    const label = JSON.parse(await readFile(labelFile, 'utf8')) as Record<string, string>;
    const truth: Truth = {};
    const cents = labelCents(label.total ?? '');
    const date = labelDate(label.date ?? '');
    if (cents !== null) truth.totalCents = cents;
    if (date !== null) truth.date = date;
    if (label.company) truth.supplier = label.company;
    out.push({ file, path: path.join(dir, file), truth });
  }
  return out;
}
