import { amountsOf, clamp01, plain, type Found, type OcrLine } from './lines';
import { agreesWithReceipt, contradictedByReceipt, totalChecks } from './total-checks';

/** Lines that carry the amount paid, strongest first. */
const TOTAL_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /\b(GRAND TOTAL|TOTAL (DUE|PAID|AUD|AMOUNT|SALE|PAYABLE)|AMOUNT (DUE|PAID|PAYABLE)|BALANCE DUE|TO PAY|PAY THIS AMOUNT)\b/,
    1,
  ],
  [/\b(TOTAL|T0TAL|TOTAI|TOTA1)\b/, 0.9],
  [/\b(EFTPOS|PURCHASE|VISA|MASTERCARD|AMEX|DEBIT|CREDIT|CARD|PAYWAVE|PAYPASS|APPROVED)\b/, 0.7],
  [/\b(AMOUNT|AMT|SALE)\b/, 0.5],
];

/** A GST line that starts like a total: 'Total includes GST $4.09'. */
const GST_SENTENCE = /\b(INCLUDES|INCLUDING|INCLUDED)\b.*\bGST\b|\bGST\b.*\bINCLUDED\b/;
/** 'TOTAL (INC GST)': still the total; the GST words go before the decoy test. */
const INC_GST = /\(?\bINCL?\.? GST\)?/g;

/** Lines whose amount is never the amount paid, whatever else they say. */
const DECOYS =
  /\b(SUB ?-? ?TOTAL|SUB TTL|GST|TAX|VAT|CHANGE|TENDERED|TENDER|CASH ?OUT|CASH|ROUNDING|ROUNDED|DISCOUNT|SAVINGS?|SAVED|REWARDS?|POINTS|BALANCE (REMAINING|AVAILABLE)|EXCL|EX GST|TIP|SURCHARGE|QTY|QUANTITY|LITRES|PER LITRE)\b/;

type Candidate = { cents: number; score: number; line: OcrLine };

/** OCR often loses the space after a bold 'TOTAL' ('TOTALAUD', 'AMOUNTDUE'): put it back. */
const unglue = (text: string): string =>
  text.replace(/GRAND(?=TOTAL)/g, 'GRAND ').replace(/(TOTAL|AMOUNT|BALANCE)(?=[A-Z])/g, '$1 ');

/**
 * The total paid: the amount on a TOTAL-like line that is not a subtotal, GST, change or cash
 * tendered line. An amount the rest of the receipt bears out (a card line with the same amount,
 * cash tendered less change, subtotal and GST) wins over one nothing confirms: OCR misreads a
 * digit of one line, rarely the same digit of two. Otherwise, of the strongest kind of line the
 * last one wins (a total comes after its subtotal). Two amounts in contention are never sure.
 */
export function readTotal(lines: readonly OcrLine[]): Found<number> | null {
  const candidates: Candidate[] = [];
  let largest: Candidate | null = null;
  for (const line of lines) {
    const text = unglue(plain(line.text));
    const last = amountsOf(line.text)
      .filter((a) => a > 0)
      .at(-1);
    if (last === undefined) continue;
    if (GST_SENTENCE.test(text)) continue;
    const bare = text.replace(INC_GST, ' ');
    if (DECOYS.test(bare)) continue;
    if (!largest || last > largest.cents) largest = { cents: last, score: 0, line };
    const weight = TOTAL_WORDS.find(([words]) => words.test(bare))?.[1];
    if (weight !== undefined) candidates.push({ cents: last, score: weight, line });
  }
  const checks = totalChecks(lines);
  const confirmed = (c: Candidate) =>
    candidates.some((o) => o !== c && o.cents === c.cents) || agreesWithReceipt(c.cents, checks);
  const pool = candidates.some(confirmed) ? candidates.filter(confirmed) : candidates;
  const best = Math.max(0, ...pool.map((c) => c.score));
  const pick = pool.filter((c) => c.score === best).at(-1);
  if (!pick) {
    // No line says total: the largest amount is a guess, shown only to be checked.
    return largest ? { value: largest.cents, confidence: 0.25, line: largest.line } : null;
  }
  let confidence = 0.55 * pick.score + 0.35 * clamp01(pick.line.confidence);
  if (confirmed(pick)) confidence += 0.2;
  else if (contradictedByReceipt(pick.cents, checks)) confidence -= 0.3;
  // Another line with another amount: either may be the misread one.
  const rival = candidates.some((c) => c.cents !== pick.cents && c.score >= 0.7);
  if (rival) confidence -= 0.3;
  return { value: pick.cents, confidence: clamp01(confidence), line: pick.line };
}
