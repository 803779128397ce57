import { amountsOf, clamp01, plain, SURE_FROM, type Found, type OcrLine } from './lines';
import {
  agreesWithReceipt,
  contradictedByReceipt,
  paidLessChange,
  totalChecks,
} from './total-checks';
import { mendWords } from './words';

/** Lines that carry the amount paid, strongest first. */
const TOTAL_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /\b(GRAND TOTAL|TOTAL (DUE|PAID|AUD|RM|AMOUNT|SALES?|PAYABLE|ROUNDED)|ROUNDED TOTAL|NETT? TOTAL|AMOUNT (DUE|PAID|PAYABLE)|BALANCE DUE|TO PAY|PAY THIS AMOUNT)\b/,
    1,
  ],
  [/\bTOTAL\b/, 0.9],
  [/\b(EFTPOS|PURCHASE|VISA|MASTERCARD|AMEX|DEBIT|CREDIT|CARD|PAYWAVE|PAYPASS|APPROVED)\b/, 0.7],
  [/\b(AMOUNT|AMT|SALE)\b/, 0.5],
];

/**
 * A GST line that starts like a total: 'Total includes GST $4.09' says what the GST is; 'Total
 * including GST' (below) is the total.
 */
const GST_SENTENCE = /\b(INCLUDES|INCLUDED)\b.*\bGST\b|\bGST\b.*\bINCLUDED\b/;
/**
 * 'TOTAL (INC GST)', 'Total Sales (Inclusive of GST)', 'Total RM Incl. of GST 6%': still the
 * total; the tax words go before the decoy test.
 */
const INC_TAX =
  /[({]?\b(INCL?|INCLUSIVE|INCLUDING)\b\.?\s?(OF\s)?(GST|TAX|VAT|SST)\b(\s?\d{1,2}\s?%)?[)}]?/g;
/** A total before tax or before a discount: never the amount paid. */
const BEFORE_TAX =
  /\b(EXCL?|EXCLUSIVE|EXCLUDING|EXCLUDED|EX|BEFORE|W\/?O)\b\.?\s?(OF\s)?(GST|TAX|VAT|SST|DISCOUNT)\b/;

/** Lines whose amount is never the amount paid, whatever else they say. */
const DECOYS =
  /\b(SUB ?-? ?TOTAL|SUB TTL|GST|TAX|VAT|CHANGE|TENDERED|TENDER|CASH ?OUT|CASH|ROUNDING|DISCOUNT|SAVINGS?|SAVED|REWARDS?|POINTS|BALANCE (REMAINING|AVAILABLE)|EXCL|EX GST|TIP|SURCHARGE|QTY|QUANTITY|LITRES|PER LITRE|SUPPLIES)\b/;

type Candidate = { cents: number; score: number; line: OcrLine };

/**
 * OCR often loses the space after a bold 'TOTAL' ('TOTALAUD', 'AMOUNTDUE') and reads its last
 * letter as '1', 'I' or '!' ('TOTA!', 'T0TAL'), or drops it ('TOTA'): put them back, and the
 * longer words OCR got a letter wrong.
 */
const unglue = (text: string): string =>
  mendWords(
    text.replace(/\bT[O0]T[A4][L1I|!]?(?![A-Z])/g, 'TOTAL').replace(/\bTOT(?= AMT\b)/g, 'TOTAL'),
  )
    .replace(/\bAMT(?=ROUNDED|\b)/g, 'AMOUNT')
    .replace(/GRAND(?=TOTAL)/g, 'GRAND ')
    .replace(/(TOTAL|AMOUNT|BALANCE)(?=[A-Z])/g, '$1 ')
    .replace(/\s+/g, ' ');

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
    const amounts = amountsOf(line.text).filter((a) => a > 0);
    const last = amounts.at(-1);
    if (last === undefined) continue;
    if (GST_SENTENCE.test(text) || BEFORE_TAX.test(text)) continue;
    const bare = text.replace(INC_TAX, ' ');
    if (DECOYS.test(bare)) continue;
    if (!largest || last > largest.cents) largest = { cents: last, score: 0, line };
    const weight = TOTAL_WORDS.find(([words]) => words.test(bare))?.[1];
    // A total line with two amounts is a row of a tax summary ('Total 16.98 1.02'): its last
    // column is the tax, rarely the amount paid.
    if (weight !== undefined)
      candidates.push({
        cents: last,
        score: amounts.length > 1 ? Math.min(weight, 0.5) : weight,
        line,
      });
  }
  const checks = totalChecks(lines);
  // No total line reads what was paid, but the cash less the change does, and another line
  // prints that amount ('Cash 71.00' over 'Received 101.00', 'Change 30.00'): that line's.
  const paid = paidLessChange(checks);
  if (paid !== null && !candidates.some((c) => c.cents === paid)) {
    const printed = lines.find((l) => amountsOf(l.text).includes(paid));
    if (printed) candidates.push({ cents: paid, score: 0.8, line: printed });
  }
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
  // Read on one line only, however clear: on real paper a faded digit reads as another as
  // clearly ('31.60' for 31.00, '465.20' for RM65.20). Shown, but to be checked.
  else confidence = Math.min(confidence, SURE_FROM - 0.05);
  // Another line with another amount: either may be the misread one.
  const rival = candidates.some((c) => c.cents !== pick.cents && c.score >= 0.7);
  if (rival) confidence -= 0.3;
  return { value: pick.cents, confidence: clamp01(confidence), line: pick.line };
}
