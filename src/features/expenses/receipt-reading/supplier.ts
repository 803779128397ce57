import { clamp01, plain, type Found, type OcrLine } from './lines';
import { KNOWN_SUPPLIERS } from './suppliers';

/** Lines at the top of a receipt that are not its seller's name. */
const NOT_A_NAME =
  /\b(TAX INVOICE|INVOICE|RECEIPT|ABN|ACN|WELCOME|THANK|PHONE|PH|TEL|FAX|EMAIL|WWW|HTTPS?|STORE|SHOP NO|DATE|TIME|TERMINAL|OPERATOR|CASHIER|COPY|DUPLICATE|CUSTOMER)\b/;
const ADDRESS =
  /\b(ST|STREET|RD|ROAD|AVE|AVENUE|HWY|HIGHWAY|DR|DRIVE|PDE|PARADE|LANE|LN|BLVD|CRES|PL|PLACE|CNR|CORNER|SHOP|LEVEL|UNIT)\b|\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\b\s*\d{4}/;

/**
 * The supplier's name: a known brand anywhere near the top, or else the first line of the top
 * that reads like a name (mostly letters, not 'TAX INVOICE', not an address or a phone number).
 */
export function readSupplier(lines: readonly OcrLine[]): Found<string> | null {
  const top = lines.slice(0, 8);
  for (const line of top) {
    const text = plain(line.text);
    const brand = KNOWN_SUPPLIERS.find((s) => s.pattern.test(text));
    if (brand) {
      return { value: tidy(line.text), confidence: clamp01(0.6 + 0.3 * line.confidence), line };
    }
  }
  for (const [index, line] of top.entries()) {
    const text = plain(tidy(line.text));
    const letters = text.replace(/[^A-Z]/g, '').length;
    if (letters < 3 || letters / text.replace(/\s/g, '').length < 0.7) continue;
    if (NOT_A_NAME.test(text) || ADDRESS.test(text)) continue;
    const confidence = 0.45 + 0.3 * clamp01(line.confidence) - 0.05 * index;
    return { value: tidy(line.text), confidence: clamp01(confidence), line };
  }
  return null;
}

/** The name as printed, without OCR's stray marks at either end, within the contract's 120. */
const tidy = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)]+$/gu, '')
    .slice(0, 120);
