import { clamp01, plain, SURE_FROM, type Found, type OcrLine } from './lines';
import { KNOWN_SUPPLIERS } from './suppliers';

/** How many lines at the top of a receipt its header may take. */
const HEADER_LINES = 8;

/** Lines at the top of a receipt that are not its seller's name. */
const NOT_A_NAME =
  /\b(TAX INVOICE|INVOICE|RECEIPT|ABN|ACN|WELCOME|THANK|PHONE|PH|TEL|FAX|EMAIL|WWW|HTTPS?|STORE|SHOP NO|DATE|TIME|TERMINAL|OPERATOR|CASHIER|SERVER|SALESPERSON|STAFF|COPY|DUPLICATE|CUSTOMER|CASH BILL|CASH SALE|OWNED BY|GST|REG NO|COMPANY NO)\b/;
const ADDRESS =
  /\b(ST|STREET|RD|ROAD|AVE|AVENUE|HWY|HIGHWAY|DR|DRIVE|PDE|PARADE|LANE|LN|BLVD|CRES|PL|PLACE|CNR|CORNER|SHOP|LEVEL|UNIT|JALAN|JLN|TAMAN|KAWASAN|LORONG|PERSIARAN|BANDAR|LOT)\b|\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\b\s*\d{4}|(?<!\d)\d{5}(?!\d)/;
/** Words a business's registered name ends with or is made of: the header's name line. */
const COMPANY =
  /\b(PTY|LTD|LIMITED|SDN|BHD|S\/B|INC|LLC|TRADING|ENTERPRISES?|RESTAURANTS?|RESTORAN|CAFE|HARDWARE|STATIONERY|BAKERIES|MART|HOLDINGS|MARKETING|MOTORS?|GARAGE|AUTOMOTIVE|SERVICES)\b/;

/**
 * Whether a header line reads like a printed name: mostly letters, a word of three or more,
 * printed in capitals or title case (a handwritten or stamped name reads as lower case), and
 * read with some confidence (a logo reads as a scatter of letters).
 */
function nameLike(line: OcrLine): boolean {
  const text = tidy(line.text);
  const upper = plain(text);
  const letters = upper.replace(/[^A-Z]/g, '').length;
  if (letters < 3 || letters / upper.replace(/\s/g, '').length < 0.6) return false;
  if (!/\b[A-Za-z]{3,}\b/.test(text) || !/[A-Z]/.test(text)) return false;
  if (line.confidence < 0.5) return false;
  return !NOT_A_NAME.test(upper) && !ADDRESS.test(upper);
}

/**
 * The supplier's name, from the receipt's header only (its first lines): a known brand, or the
 * first line there that names a business ('… SDN BHD', '… Pty Ltd', '… Trading'), or else the
 * first that reads like a printed name (not 'TAX INVOICE', an address, a phone number, a
 * cashier or a stamp). A name that is no known brand is shown to be checked: one letter OCR got
 * wrong makes it another business.
 */
export function readSupplier(lines: readonly OcrLine[]): Found<string> | null {
  const top = lines.slice(0, HEADER_LINES);
  for (const line of top) {
    const text = plain(line.text);
    const brand = KNOWN_SUPPLIERS.find((s) => s.pattern.test(text));
    if (brand) {
      return { value: tidy(line.text), confidence: clamp01(0.6 + 0.3 * line.confidence), line };
    }
  }
  const names = top.flatMap((line, index) => (nameLike(line) ? [{ line, index }] : []));
  const pick = names.find(({ line }) => COMPANY.test(plain(line.text))) ?? names[0];
  if (!pick) return null;
  const confidence = Math.min(
    SURE_FROM - 0.05,
    0.45 + 0.3 * clamp01(pick.line.confidence) - 0.05 * pick.index,
  );
  return { value: tidy(pick.line.text), confidence: clamp01(confidence), line: pick.line };
}

/**
 * The name as printed, without OCR's stray marks at either end or a registration number in
 * brackets after it ('(139386-X)'), within the contract's 120.
 */
const tidy = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*[([]\s*[\dA-Z]*\d{4,}[\s\dA-Z-]*[)\]]?\s*$/, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)]+$/gu, '')
    .slice(0, 120);
