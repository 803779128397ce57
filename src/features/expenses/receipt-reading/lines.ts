/** A rectangle on the photo the text was read from, in its pixels. */
export type Box = { x0: number; y0: number; x1: number; y1: number };

/** One line of text as OCR gives it: confidence 0 to 1, and where it sits on the photo. */
export type OcrLine = { text: string; confidence: number; box?: Box };

/** A value found on a line, with how sure the finding is and where it was read. */
export type Found<T> = { value: T; confidence: number; line: OcrLine };

/** How sure a value must be to be filled in at all, and to be filled in without 'check this'. */
export const FILL_FROM = 0.35;
export const SURE_FROM = 0.7;

export const clamp01 = (n: number): number => Math.max(0, Math.min(1, n));

/** Upper case, one space between words: keyword tests do not care about OCR's spacing. */
export const plain = (text: string): string => text.toUpperCase().replace(/\s+/g, ' ').trim();

const MONEY = /(-)?\$?\s?((?:\d{1,3}(?:,\d{3})+|\d+))\s?[.,]\s?(\d{2})(?![\d%])/g;

/**
 * The amounts printed on a line, in cents, left to right. OCR reads a decimal point as a comma
 * now and then, and letters for digits inside a number ('4S.5O'); a number needs its two cents
 * digits (a quantity or a litre count without them is no amount), and a percentage is none.
 */
export function amountsOf(text: string): number[] {
  const fixed = text
    .replace(/(?<=[\d$.,])[Oo]|[Oo](?=[\d.,])/g, '0')
    .replace(/(?<=\d)[Ss](?=[\d.,])/g, '5');
  const out: number[] = [];
  for (const m of fixed.matchAll(MONEY)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    // Part of a longer figure (a card number, a date like 12.05.2026, a time): not an amount.
    // A space before it, or a colon after a word ('Total : 81.80'), sets it apart.
    const joined = !/^\s/.test(m[0]) && /\d[./:]?$/.test(fixed.slice(0, start));
    if (joined && !m[0].includes('$')) continue;
    if (/^[./:]\d/.test(fixed.slice(end, end + 2))) continue;
    const whole = Number((m[2] ?? '').replace(/[ ,]/g, ''));
    const cents = whole * 100 + Number(m[3]);
    if (!Number.isSafeInteger(cents)) continue;
    out.push(m[1] ? -cents : cents);
  }
  return out;
}
