import { amountsOf, clamp01, plain, type Found, type OcrLine } from './lines';

const GST_WORDS = /\b(GST|G\.S\.T\.?|TAX)\b/;
const NOT_GST = /\b(EXCL|EX GST|EXCLUDING|TAX INVOICE|ABN|FREE|NO GST|GST FREE)\b/;

/**
 * The GST: the amount on a GST line (not 'excl. GST', not 'GST free'). It is at most a tenth of
 * the total (an eleventh of a price that includes it); one that fits that is surer.
 */
export function readGst(
  lines: readonly OcrLine[],
  totalCents: number | null,
): Found<number> | null {
  let found: Found<number> | null = null;
  for (const line of lines) {
    const text = plain(line.text);
    if (!GST_WORDS.test(text) || NOT_GST.test(text)) continue;
    const amount = amountsOf(line.text)
      .filter((a) => a >= 0)
      .at(-1);
    if (amount === undefined) continue;
    let confidence = 0.55 + 0.3 * clamp01(line.confidence);
    if (totalCents !== null) {
      if (amount > Math.ceil(totalCents / 10)) continue;
      if (Math.abs(amount - Math.round(totalCents / 11)) <= 2) confidence += 0.15;
    }
    if (!found || confidence > found.confidence)
      found = { value: amount, confidence: clamp01(confidence), line };
  }
  return found;
}

/** 'Total price includes GST': enough for a tax invoice in place of the GST amount. */
export const saysIncludesGst = (lines: readonly OcrLine[]): boolean =>
  lines.some((l) =>
    /\b(INC|INCL|INCLUDES|INCLUDING|INCLUDED)\.?\b.*\bGST\b|\bGST\b.*\bINCLUDED\b/.test(
      plain(l.text),
    ),
  );
