import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Truth } from '../score';

const DIR = fileURLToPath(new URL('.', import.meta.url));

/** A real receipt and what its file name says it shows (see ATTRIBUTION.md). */
export type RealReceipt = { file: string; path: string; truth: Truth };

/** '<merchant>_<ddmmyyyy>_<items>_<cents>.jpg' → the merchant, date and total it names. */
export function labelOf(file: string): Truth | null {
  const m = /^([a-z]+)_(\d{2})(\d{2})(\d{4})_(?:\d+_)?(\d+)\.jpg$/.exec(file);
  if (!m) return null;
  return { supplier: m[1] ?? '', date: `${m[4]}-${m[3]}-${m[2]}`, totalCents: Number(m[5]) };
}

export async function realReceipts(): Promise<RealReceipt[]> {
  const files = (await readdir(DIR)).filter((f) => f.endsWith('.jpg')).sort();
  return files.flatMap((file) => {
    const truth = labelOf(file);
    return truth ? [{ file, path: `${DIR}${file}`, truth }] : [];
  });
}
