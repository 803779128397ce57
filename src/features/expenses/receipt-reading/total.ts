import { amountsOf, clamp01, plain, SURE_FROM, type Found, type OcrLine } from './lines';
import {
  agreesWithReceipt,
  contradictedByReceipt,
  paidLessChange,
  totalChecks,
  type TotalChecks,
} from './total-checks';
import { mendWords } from './words';

/**
 * Lines that carry the amount paid, strongest first. A receipt from a German till says 'zu
 * zahlen' (to pay; OCR reads its Z as a 2) and 'Summe' (total); 'Zwischensumme' is the subtotal.
 */
const TOTAL_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /\b(GRAND TOTAL|TOTAL (DUE|PAID|AUD|RM|AMOUNT|SALES?|PAYABLE|ROUNDED)|ROUNDED TOTAL|NETT? TOTAL|AMOUNT (DUE|PAID|PAYABLE)|BALANCE DUE|TO PAY|PAY THIS AMOUNT|[Z2]U ZAHLEN|GESAMTBETRAG)\b/,
    1,
  ],
  [/\b(TOTAL|SUMME|GESAMT)\b/, 0.9],
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

/**
 * Lines whose amount is never the amount paid, whatever else they say: in English, and the
 * German till's tax, net, cash given and change ('MwSt', 'Netto', 'Gegeben', 'Rückgeld').
 */
const DECOYS =
  /\b(SUB ?-? ?TOTAL|SUB TTL|GST|TAX|VAT|CHANGE|TENDERED|TENDER|CASH ?OUT|CASH|ROUNDING|DISCOUNT|SAVINGS?|SAVED|REWARDS?|POINTS|BALANCE (REMAINING|AVAILABLE)|EXCL|EX GST|TIP|SURCHARGE|QTY|QUANTITY|LITRES|PER LITRE|SUPPLIES|MWST|NETTO|BARGELD|GEGEBEN|R[UÜ]CKGELD|ZUR[UÜ]CK)\b/;

/**
 * A tax summary printed under the total ('GST Summary', 'G57 Summery'): its rows say 'Total'
 * beside the taxed amount, never the amount paid.
 */
const SUMMARY = /\bSU[MNS]{1,2}[AE]R[YV]\b/;
/** A line that prints the total rounded to five cents ('Rounding RM 177.20'), not the adjustment. */
const ROUNDING_LINE = /\bROUNDING\b/;
const ADJUSTMENT = /\bADJ/;
const ROUNDED = /\bROUNDED\b/;

/** Cash totals are rounded to five cents; a rounded total is within two cents of the sum. */
const ROUNDING_CENTS = 2;

type Candidate = {
  cents: number;
  score: number;
  line: OcrLine;
  /** Read again: not as printed, so shown to be checked. */
  repaired?: boolean;
  /** Taken from the cash and change alone: they cannot also be what bears it out. */
  fromPayment?: boolean;
};

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
 * '$' is read as a digit now and then ('465.20' for $65.20): an amount whose leading 4, 5, 8 or
 * 9 dropped is what another line prints as the subtotal or the amount paid, and that the
 * amount itself is not, is that amount.
 */
function withoutMisreadDollar(cents: number, elsewhere: (cents: number) => boolean): number | null {
  const whole = String(Math.floor(cents / 100));
  if (whole.length < 2 || !/^[4589]/.test(whole)) return null;
  const rest = Number(whole.slice(1)) * 100 + (cents % 100);
  return rest > 0 && !elsewhere(cents) && elsewhere(rest) ? rest : null;
}

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
  let inSummary = false;
  for (const line of lines) {
    const text = unglue(plain(line.text));
    if (candidates.length > 0 && SUMMARY.test(text)) inSummary = true;
    const amounts = amountsOf(line.text).filter((a) => a > 0);
    const last = amounts.at(-1);
    if (last === undefined) continue;
    if (GST_SENTENCE.test(text) || BEFORE_TAX.test(text)) continue;
    const bare = text.replace(INC_TAX, ' ');
    // Some tills print the rounded total on a line of its own that says only 'Rounding', under
    // the total and its adjustment: within the rounding of a total above, it is what was paid.
    const rounded =
      ROUNDING_LINE.test(bare) &&
      !ADJUSTMENT.test(bare) &&
      last % 5 === 0 &&
      candidates.some((c) => c.cents !== last && Math.abs(c.cents - last) <= ROUNDING_CENTS);
    if (rounded) {
      candidates.push({ cents: last, score: 1, line });
      continue;
    }
    if (DECOYS.test(bare)) continue;
    if (!largest || last > largest.cents) largest = { cents: last, score: 0, line };
    let weight = TOTAL_WORDS.find(([words]) => words.test(bare))?.[1];
    if (weight === undefined) continue;
    // A total line with two amounts is a row of a tax summary ('Total 16.98 1.02'): its last
    // column is the tax, rarely the amount paid; so is any total line under a summary heading.
    if (amounts.length > 1 || inSummary) weight = Math.min(weight, inSummary ? 0.3 : 0.5);
    // A rounded total that is no multiple of five cents was misread.
    if (ROUNDED.test(bare) && last % 5 !== 0) weight = Math.min(weight, 0.5);
    candidates.push({ cents: last, score: weight, line });
  }
  const checks = totalChecks(lines);
  // No total line reads what was paid, but the cash less the change does, and another line
  // prints that amount ('Cash 71.00' over 'Received 101.00', 'Change 30.00'): that line's.
  const paid = paidLessChange(checks);
  if (paid !== null && !candidates.some((c) => c.cents === paid)) {
    const printed = lines.find((l) => amountsOf(l.text).some((a) => Math.abs(a) === paid));
    // Printed nowhere, but the subtotal and GST add up to it as well: two sums of other lines
    // agree, and the total line is the one misread. Its box is the strongest total line's.
    const summed = checks.subtotals.some((s) => checks.gst.some((g) => s + g === paid));
    const totalLine = candidates.reduce<Candidate | null>(
      (a, b) => (a && a.score > b.score ? a : b),
      null,
    )?.line;
    const line = printed ?? (summed ? (totalLine ?? null) : null);
    if (line) candidates.push({ cents: paid, score: 0.8, line, fromPayment: true });
  }
  // An amount from the cash alone (no change given, or its point put back) is not borne out
  // by that same cash line.
  const withoutPayment = { ...checks, tendered: null, change: null };
  const bySelfMade = (c: Candidate) =>
    c.fromPayment && (checks.change === 0 || checks.guessed) ? withoutPayment : checks;
  const confirmed = (c: Candidate) =>
    candidates.some((o) => o !== c && o.cents === c.cents) ||
    agreesWithReceipt(c.cents, bySelfMade(c));
  for (const c of candidates) {
    const printedElsewhere = (cents: number) =>
      paid === cents ||
      checks.subtotals.includes(cents) ||
      candidates.some((o) => o !== c && o.cents === cents && o.score >= 0.7);
    const mended = confirmed(c) ? null : withoutMisreadDollar(c.cents, printedElsewhere);
    if (mended !== null) Object.assign(c, { cents: mended, repaired: true });
  }
  const pool = candidates.some(confirmed) ? candidates.filter(confirmed) : candidates;
  const best = Math.max(0, ...pool.map((c) => c.score));
  const pick = pool.filter((c) => c.score === best).at(-1);
  if (!pick) return guessWithoutTotal(lines, checks, largest);
  let confidence = 0.55 * pick.score + 0.35 * clamp01(pick.line.confidence);
  if (confirmed(pick) && !pick.repaired) confidence += 0.2;
  else if (contradictedByReceipt(pick.cents, checks)) confidence -= 0.3;
  // Read on one line only, however clear: on real paper a faded digit reads as another as
  // clearly ('31.60' for 31.00, '465.20' for RM65.20). Shown, but to be checked.
  else confidence = Math.min(confidence, SURE_FROM - 0.05);
  // Another line with another amount: either may be the misread one. A rounded total and the
  // total it rounds are one amount.
  const rival = candidates.some(
    (c) =>
      c.cents !== pick.cents &&
      c.score >= 0.7 &&
      !(
        ROUNDING_LINE.test(unglue(plain(pick.line.text))) &&
        Math.abs(c.cents - pick.cents) <= ROUNDING_CENTS
      ),
  );
  if (rival) confidence -= 0.3;
  // Cash tendered less change that is another amount: one of the three was misread, and a
  // subtotal agreeing with the total does not say which (both may carry the same misread).
  const byCash = checks.guessed ? null : paidLessChange(checks);
  const cashDisagrees = byCash !== null && Math.abs(byCash - pick.cents) > ROUNDING_CENTS;
  if (pick.repaired || cashDisagrees) confidence = Math.min(confidence, SURE_FROM - 0.05);
  return { value: pick.cents, confidence: clamp01(confidence), line: pick.line };
}

/**
 * No line says total. Cash tendered with no change printed is most likely the amount paid;
 * failing that, the largest amount. Both are guesses, the largest too weak to be filled in.
 */
function guessWithoutTotal(
  lines: readonly OcrLine[],
  checks: TotalChecks,
  largest: Candidate | null,
): Found<number> | null {
  const { tendered } = checks;
  if (tendered !== null && checks.change === null) {
    const line = lines.find((l) => amountsOf(l.text).some((a) => Math.abs(a) === tendered));
    if (line) return { value: tendered, confidence: 0.5, line };
  }
  return largest ? { value: largest.cents, confidence: 0.25, line: largest.line } : null;
}
