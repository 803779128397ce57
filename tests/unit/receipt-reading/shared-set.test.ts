import { describe, expect, it } from 'vitest';
import {
  labelCents,
  labelDate,
  SHARED_SET_DIR,
  sharedReceipts,
} from '../../../bench/receipts/shared/labels';
import { ocrLinesOf, stopEngine } from '../../fixtures/receipts/shared-set/ocr-in-node';
import { panelOf } from '../../fixtures/receipts/shared-set/score-rules';
import { scoreReading, tally } from '../../../bench/receipts/score';
import { readReceipt } from '../../../src/features/expenses/receipt-reading/read-receipt';

/**
 * The extraction rules scored on the shared set of real scans (../shared/receipts-real), read
 * in Node by the portal's own clean-up and engine at its read size. The OCR text is kept in the
 * system's temp folder (RECEIPT_OCR_CACHE), never in the project: the first run reads all 60
 * scans (minutes), later ones take the kept text. The floors are what the rules read today, so
 * that a change that reads fewer fails here; the goal (issue 42) is 80 % of totals and dates.
 */
const set = await sharedReceipts();
const TODAY = '2026-11-29';
const FLOORS = { total: 0.88, date: 0.86, supplier: 0.6, unmarked: 0.03 };

describe.skipIf(set.length === 0)(`the shared real set (${SHARED_SET_DIR})`, () => {
  it(
    'reads its totals and dates, and shows no wrong value without check this',
    async () => {
      const scores = [];
      let shown = 0;
      try {
        for (const receipt of set) {
          const lines = await ocrLinesOf(receipt.path);
          const panel = panelOf(readReceipt(lines, TODAY).reading);
          shown += Object.keys(panel).length;
          scores.push(scoreReading(panel, receipt.truth));
        }
      } finally {
        await stopEngine();
      }
      const t = tally(scores);
      const of = set.length;
      const unmarked = Object.values(t).reduce((sum, f) => sum + f.unmarkedWrong, 0);
      console.info(`shared real set, ${of} scans: ${JSON.stringify(t)}; ${shown} values shown`);
      expect(t.total?.correct ?? 0).toBeGreaterThanOrEqual(Math.ceil(FLOORS.total * of));
      expect(t.date?.correct ?? 0).toBeGreaterThanOrEqual(Math.ceil(FLOORS.date * of));
      expect(t.supplier?.correct ?? 0).toBeGreaterThanOrEqual(Math.ceil(FLOORS.supplier * of));
      expect(unmarked).toBeLessThanOrEqual(Math.floor(FLOORS.unmarked * shown));
    },
    60 * 60_000,
  );
});

describe.skipIf(set.length > 0)('the shared real set', () => {
  it.skip(`is not at ${SHARED_SET_DIR} (set RECEIPTS_REAL_DIR to score the rules on it)`, () => {});
});

describe("the shared set's labels", () => {
  it.each([
    ['09/01/2019', '2019-01-09'],
    ['9/3/2018', '2018-03-09'],
    ['28-12-17', '2017-12-28'],
    ['27 MAR 2018', '2018-03-27'],
    ['2018-01-05', '2018-01-05'],
    ['unknown', null],
  ])('date %s', (text, iso) => expect(labelDate(text)).toBe(iso));

  it.each([
    ['31.00', 3100],
    ['$8.20', 820],
    ['RM 34.80', 3480],
    ['RM367.10', 36710],
    ['', null],
  ])('total %s', (text, cents) => expect(labelCents(text)).toBe(cents));
});
