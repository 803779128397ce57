import { isValidAbn } from '../../../../contract/receipt-reading';
import { clamp01, plain, type Found, type OcrLine } from './lines';

const ELEVEN = /(?<!\d)(\d[\s.-]?){10}\d(?![\d])/g;

/** What OCR reads for a digit inside a number. */
const asDigits = (text: string): string =>
  text
    .replace(/(?<=[\d\s])[OoDQ](?=[\d\s])/g, '0')
    .replace(/(?<=[\d\s])[LI|](?=[\d\s])/g, '1')
    .replace(/(?<=[\d\s])[S](?=[\d\s])/g, '5')
    .replace(/(?<=[\d\s])[B](?=[\d\s])/g, '8');

/**
 * The supplier's ABN: 11 digits (printed in groups) whose ATO checksum holds. One next to the
 * word ABN is surer than a bare one; a number that fails the checksum is never taken (an OCR
 * slip or a phone number), so a wrong ABN is not filled in.
 */
export function readAbn(lines: readonly OcrLine[]): Found<string> | null {
  let found: Found<string> | null = null;
  for (const line of lines) {
    const text = plain(line.text);
    const labelled = /\bA\.?\s?B\.?\s?N\b/.test(text);
    for (const m of asDigits(text).matchAll(ELEVEN)) {
      const digits = m[0].replace(/\D/g, '');
      if (!isValidAbn(digits)) continue;
      // A bank's or a phone number's 11 digits pass the checksum about once in 89.
      const confidence = clamp01((labelled ? 0.75 : 0.45) + 0.25 * clamp01(line.confidence));
      if (!found || confidence > found.confidence) found = { value: digits, confidence, line };
    }
  }
  return found;
}
