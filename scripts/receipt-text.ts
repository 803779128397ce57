/**
 * Reads the shared set of real scans (../shared/receipts-real) once through the portal's own
 * clean-up and engine, and keeps each scan's OCR lines with its label in bench/.work (git-ignored),
 * so that the extraction rules can be scored against the set in milliseconds:
 *   npx tsx scripts/receipt-text.ts          read (or take from the OCR cache) and keep the text
 *   npx tsx scripts/receipt-text.ts --score  score today's rules on the kept text, scan by scan
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { realReceipts } from '../bench/receipts/real/labels';
import { sharedReceipts, SHARED_SET_DIR } from '../bench/receipts/shared/labels';
import { ocrLinesOf, stopEngine } from '../tests/fixtures/receipts/shared-set/ocr-in-node';
import { panelOf } from '../tests/fixtures/receipts/shared-set/score-rules';
import { scoreReading, tally, type Truth } from '../bench/receipts/score';
import type { OcrLine } from '../src/features/expenses/receipt-reading/lines';
import { readReceipt } from '../src/features/expenses/receipt-reading/read-receipt';

const KEPT = path.resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../bench/.work/receipt-text.json',
);
const TODAY = '2026-11-29';

type Kept = { file: string; truth: Truth; lines: OcrLine[] };

async function keep(): Promise<void> {
  const shared = await sharedReceipts();
  if (shared.length === 0) throw new Error(`the shared set is not at ${SHARED_SET_DIR}`);
  // The bench's own few real receipts (another country, another layout) ride along as a check
  // that a rule tuned to the shared set reads them no worse.
  const set = [...shared, ...(await realReceipts())];
  const out: Kept[] = [];
  try {
    for (const receipt of set) {
      out.push({ file: receipt.file, truth: receipt.truth, lines: await ocrLinesOf(receipt.path) });
      process.stdout.write(`${receipt.file} `);
    }
  } finally {
    await stopEngine();
  }
  await mkdir(path.dirname(KEPT), { recursive: true });
  await writeFile(KEPT, JSON.stringify(out));
  console.info(`\nkept ${out.length} scans' text in ${KEPT}`);
}

async function score(): Promise<void> {
  if (!existsSync(KEPT)) throw new Error(`no kept text: run scripts/receipt-text.ts first`);
  const kept = JSON.parse(await readFile(KEPT, 'utf8')) as Kept[];
  const scores: Array<ReturnType<typeof scoreReading>> = [];
  const others: Array<ReturnType<typeof scoreReading>> = [];
  let shown = 0;
  for (const { file, truth, lines } of kept) {
    const shared = /^\d{3}\.jpg$/.test(file);
    const panel = panelOf(readReceipt(lines, TODAY).reading);
    const s = scoreReading(panel, truth);
    if (shared) shown += Object.keys(panel).length;
    (shared ? scores : others).push(s);
    const notes = (['total', 'date', 'supplier'] as const).flatMap((f) => {
      const v = s[f];
      if (!v || v.verdict === 'correct') return [];
      const got = panel[f];
      const want = f === 'total' ? truth.totalCents : f === 'date' ? truth.date : truth.supplier;
      return [
        `${f} ${v.verdict}${v.unmarkedWrong ? ' UNMARKED' : ''}: ${got?.value ?? '-'} (${String(want)})`,
      ];
    });
    if (notes.length > 0) console.info(`${file}  ${notes.join(' | ')}`);
  }
  const t = tally(scores);
  const unmarked = Object.values(t).reduce((n, f) => n + f.unmarkedWrong, 0);
  console.info(JSON.stringify(t));
  console.info(
    `${scores.length} scans, ${shown} values shown, ${unmarked} wrong without 'check this'`,
  );
  if (others.length > 0)
    console.info(`the bench's own ${others.length}: ${JSON.stringify(tally(others))}`);
}

await (process.argv.includes('--score') ? score() : keep());
