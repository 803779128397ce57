import { amountsOf, plain, type OcrLine } from './lines';
import { mendWords } from './words';

const SUBTOTAL = /\bSUB ?-? ?(TOTAL|TTL)\b/;
const GST_LINE = /\b(GST|G\.S\.T)\b/;
const NOT_GST_AMOUNT = /\b(EXCL|EX GST|EXCLUDING|FREE|TAX INVOICE|ABN)\b/;
/** Cash given and change, as English tills and German ones ('Bargeld', 'Rückgeld') print them. */
const TENDERED = /\b(CASH|TENDERED|TENDER|PAYMENT|RECEIVED|BARGELD|GEGEBEN)\b/;
const CHANGE = /\b(CHANGE|R[UÜ]CKGELD|ZUR[UÜ]CK)\b/;

/** What else a receipt prints that a total must agree with. */
export type TotalChecks = {
  subtotals: number[];
  /** GST amounts: a GST line's, or 'Total includes GST $x'. */
  gst: number[];
  tendered: number | null;
  change: number | null;
  /** The cash or the change was read with its decimal point lost ('101 00'): a guess. */
  guessed: boolean;
};

const lastAmount = (text: string): number | undefined =>
  amountsOf(text)
    .filter((a) => a > 0)
    .at(-1);

/**
 * The amount at the end of a cash or change line, with OCR's usual losses put back: a point
 * read as a space ('Cash Received 101 00'), and the minus sign some tills print before the
 * cash tendered ('Payment -20.00'). `guessed` when the point had to be put back.
 */
function paymentAmount(text: string): { cents: number; guessed: boolean } | null {
  const amounts = amountsOf(text);
  const last = amounts.filter((a) => a !== 0).at(-1);
  if (last !== undefined) return { cents: Math.abs(last), guessed: false };
  if (amounts.length > 0) return { cents: 0, guessed: false };
  const spaced = /(?<![\d.,])(\d{1,4}) (\d{2})\s*$/.exec(text.trim());
  return spaced ? { cents: Number(spaced[1]) * 100 + Number(spaced[2]), guessed: true } : null;
}

/** The subtotals, GST amounts, cash tendered and change the lines print. */
export function totalChecks(lines: readonly OcrLine[]): TotalChecks {
  const checks: TotalChecks = {
    subtotals: [],
    gst: [],
    tendered: null,
    change: null,
    guessed: false,
  };
  for (const line of lines) {
    const text = mendWords(plain(line.text));
    const amount = lastAmount(line.text);
    if (amount !== undefined) {
      if (SUBTOTAL.test(text)) checks.subtotals.push(amount);
      else if (GST_LINE.test(text) && !NOT_GST_AMOUNT.test(text)) checks.gst.push(amount);
    }
    const isChange = CHANGE.test(text);
    if (!isChange && (!TENDERED.test(text) || /\bTOTAL\b/.test(text))) continue;
    const paid = paymentAmount(line.text);
    // No change (0.00) is a change line too: the cash tendered was the amount paid.
    if (paid === null || (!isChange && paid.cents === 0)) continue;
    if (isChange) checks.change = paid.cents;
    else checks.tendered = paid.cents;
    checks.guessed ||= paid.guessed;
  }
  return checks;
}

/** What was paid by the cash tendered and the change given, when the receipt prints both. */
export function paidLessChange(checks: TotalChecks): number | null {
  const { tendered, change } = checks;
  if (tendered === null || change === null) return null;
  const paid = tendered - change;
  return paid > 0 ? paid : null;
}

/** Cash totals are rounded to 5 cents: a subtotal two cents off is still the same sale. */
const ROUNDING = 2;

/**
 * Whether the receipt prints a subtotal and GST whose sum (or the subtotal itself, GST
 * included) is not the amount: the rest of the receipt says it was misread.
 */
export function contradictedByReceipt(cents: number, checks: TotalChecks): boolean {
  const { subtotals, gst } = checks;
  if (subtotals.length === 0 || gst.length === 0) return false;
  const near = (a: number) => Math.abs(a - cents) <= ROUNDING;
  return !subtotals.some((s) => near(s) || gst.some((g) => near(s + g)));
}

/**
 * Whether an amount is borne out by the rest of the receipt, not only by the line it was read
 * on: cash tendered less change, a subtotal (with its GST or including it), or GST at an
 * eleventh of it. A digit OCR got wrong on the TOTAL line agrees with none of them. The eleventh
 * is loose (a misread ten cents moves it by one): it counts only where no subtotal with GST is
 * printed to say otherwise.
 */
export function agreesWithReceipt(cents: number, checks: TotalChecks): boolean {
  const { subtotals, gst } = checks;
  if (paidLessChange(checks) === cents) return true;
  if (subtotals.includes(cents)) return true;
  if (subtotals.some((s) => gst.some((g) => s + g === cents))) return true;
  if (contradictedByReceipt(cents, checks)) return false;
  return gst.some((g) => g > 0 && Math.abs(cents / 11 - g) <= 1.5);
}
