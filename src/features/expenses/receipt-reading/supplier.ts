import { clamp01, plain, SURE_FROM, type Found, type OcrLine } from './lines';
import { KNOWN_SUPPLIERS } from './suppliers';

/** How many lines at the top of a receipt its header may take. */
const HEADER_LINES = 8;

/** Lines at the top of a receipt that are not its seller's name. */
const NOT_A_NAME =
  /\b(TAX INVOICE|INVOICE|RECEIPT|ABN|ACN|WELCOME|THANK|PHONE|PH|TEL|FAX|EMAIL|WWW|HTTPS?|STORE|SHOP NO|DATE|TIME|TERMINAL|OPERATOR|CASHIER|SERVER|SALESPERSON|STAFF|COPY|DUPLICATE|CUSTOMER|CASH BILL|CASH SALE|GST|REG NO|COMPANY NO|HOURS)\b|\b[O0]?WNED BY\b/;
const ADDRESS =
  /\b(ST|STREET|RD|ROAD|AVE|AVENUE|HWY|HIGHWAY|DR|DRIVE|PDE|PARADE|LANE|LN|BLVD|CRES|PL|PLACE|CNR|CORNER OF|LEVEL|UNIT|JALAN|JLN|JN|TAMAN|LAMAN|KAWASAN|LORONG|PERSIARAN|BANDAR|LOT)\b|\bSHOP\s?([A-Z]?\d|NO\b|LOT\b)|^NO\.?\s?\d|\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\b\s*\d{4}|(?<!\d)\d{5}(?!\d)/;
/** An amount with its cents: on a header line, a price, never part of a name. */
const PRICE = /\d[.,]\d{2}(?!\d)/;
/** Words a business's registered name ends with or is made of: the header's name line. */
const COMPANY =
  /\b(PTY|LTD|LIMITED|SDN|BHD|S\/B|INC|LLC|TRADING|ENTERPRISES?|RESTAURANTS?|RESTORAN|CAFE|HARDWARE|STATIONERY|BAKERIES|MART|HOLDINGS|MARKETING|MOTORS?|GARAGE|AUTOMOTIVE|SERVICES)\b/;

/**
 * Whether a header line reads like a printed name: mostly letters, a word of three or more,
 * printed in capitals or title case (a handwritten or stamped name reads as lower case), and
 * read with some confidence (a logo reads as a scatter of letters; a line that names a business
 * form, '… SDN BHD', is a name even read poorly).
 */
function nameLike(line: OcrLine): boolean {
  const text = tidy(line.text);
  const upper = plain(text);
  const letters = upper.replace(/[^A-Z]/g, '').length;
  if (letters < 3 || letters / upper.replace(/\s/g, '').length < 0.6) return false;
  if (!/\b[A-Za-z]{3,}\b/.test(text) || !/[A-Z]/.test(text)) return false;
  if (line.confidence < (COMPANY.test(upper) ? 0.3 : 0.5)) return false;
  // A line with a price on it ('Coffee regular $6.00') is an item, whatever its words.
  if (PRICE.test(text)) return false;
  return !NOT_A_NAME.test(upper) && !ADDRESS.test(upper);
}

/**
 * The supplier's name, from the receipt's header only (its first lines): a known brand, or the
 * first line there that names a business ('… SDN BHD', '… Pty Ltd', '… Trading'), or else the
 * first that reads like a printed name (not 'TAX INVOICE', an address, a phone number, a
 * cashier or a stamp). A name printed over two lines ('HOME MASTER HARDWARE &' over
 * 'ELECTRICAL') is read whole. A name that is no known brand is shown to be checked: one letter
 * OCR got wrong makes it another business.
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
  // A plain name heads the receipt: one under its address is a mall, a branch or a state. A
  // line naming a business form ('… Pty Ltd') is the name wherever the header prints it.
  const address = top.findIndex((line) => ADDRESS.test(plain(tidy(line.text))));
  const pick =
    names.find(({ line }) => COMPANY.test(plain(tidy(line.text)))) ??
    names.find(({ index }) => address <= 0 || index < address);
  if (!pick) return null;
  const confidence = Math.min(
    SURE_FROM - 0.05,
    0.45 + 0.3 * clamp01(pick.line.confidence) - 0.05 * pick.index,
  );
  let value = tidy(pick.line.text);
  const next = top[pick.index + 1];
  if (/&[^\p{L}\p{N}]*$/u.test(pick.line.text) && next && nameLike(next)) {
    value = `${value} & ${tidy(next.text)}`;
  }
  return { value: value.slice(0, 120), confidence: clamp01(confidence), line: pick.line };
}

/**
 * The words of a Malaysian company's form as OCR misreads them: 'Sdn' (Sendirian) is always
 * followed by 'Bhd' (Berhad), however it reads ('SDN 13D', 'SON EHD', 'SPN BID'), and 'S/B'
 * (its short form) reads as '5/B'. 'SON' is taken for SDN only before a BHD-like word.
 */
const mendCompanyForm = (text: string): string =>
  text
    .replace(/\bSDN\b\.?\s*(?!BHD\b)[A-Z0-9|]{1,3}\b\.?(?=\s*[({[]|\s*$)/gi, 'SDN BHD')
    .replace(/\bS[O0P]N\b\.?\s*[B8E][HI1|][DO0]\b\.?/gi, 'SDN BHD')
    .replace(/(?<=[A-Z]\s)5\/B\b/gi, 'S/B');

/**
 * The name as printed, without OCR's stray marks at either end or a registration number in
 * brackets after it ('(139386-X)', '{519537-X)'), with its company form mended, within the
 * contract's 120.
 */
const tidy = (text: string): string => {
  const unmarked = (t: string) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)]+$/gu, '');
  const bare = unmarked(text.replace(/\s+/g, ' ')).replace(
    /\s*[([{][^()[\]{}]*\d{4,}[^()[\]{}]*[)\]}]?[\s.]*$/,
    '',
  );
  return mendCompanyForm(unmarked(bare)).slice(0, 120);
};
