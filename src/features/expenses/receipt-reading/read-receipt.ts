import {
  taxInvoiceCheck,
  type ReceiptReading,
  type TaxInvoiceFacts,
} from '../../../../contract/receipt-reading';
import { readAbn } from './abn';
import { readDate } from './date';
import { readGst, saysIncludesGst } from './gst';
import { amountsOf, plain, type Box, type Found, type OcrLine } from './lines';
import { readSupplier } from './supplier';
import { readTotal } from './total';
import { guessType } from './type-guess';

export type ReadFieldName = 'total' | 'date' | 'supplier' | 'abn' | 'gst' | 'type';

/** What was read, and where on the photo each value was found. */
export type ReceiptRead = {
  reading: ReceiptReading;
  boxes: Partial<Record<ReadFieldName, Box>>;
  /** What the receipt shows, for the tax-invoice rule again at the amount the driver enters. */
  facts: TaxInvoiceFacts;
};

const BUYER = /\b(BILL TO|SOLD TO|CUSTOMER|BUYER|ACCOUNT NAME|CLIENT)\b/;
const KEYWORD_LINE =
  /\b(TOTAL|SUB ?TOTAL|GST|TAX|CHANGE|CASH|TENDERED|EFTPOS|VISA|MASTERCARD|CARD|ROUNDING|BALANCE|AMOUNT|PAID|DUE)\b/;

/** A line that sells something: words and an amount, and not a total or payment line. */
const isItemLine = (line: OcrLine): boolean => {
  const text = plain(line.text);
  return amountsOf(line.text).length > 0 && /[A-Z]{3}/.test(text) && !KEYWORD_LINE.test(text);
};

const field = <T>(found: Found<T> | null) => ({
  value: found?.value ?? null,
  confidence: found ? Math.round(found.confidence * 100) / 100 : 0,
});

/**
 * Everything the claim form can prefill from the lines OCR read off a receipt, each with its
 * confidence, and the ATO tax-invoice check of what the receipt shows. `today` is the device's
 * day (yyyy-mm-dd): a date after it is never read.
 */
export function readReceipt(lines: readonly OcrLine[], today: string): ReceiptRead {
  const total = readTotal(lines);
  const date = readDate(lines, today);
  const supplier = readSupplier(lines);
  const abn = readAbn(lines);
  const gst = readGst(lines, total?.value ?? null);
  const type = guessType(lines);
  const all = plain(lines.map((l) => l.text).join(' '));
  // A second ABN on the page (not the supplier's) identifies the buyer as well as a name does.
  const buyer = BUYER.test(all) || (all.match(/\bA\.?B\.?N\b/g) ?? []).length > 1;
  const facts: TaxInvoiceFacts = {
    totalCents: total?.value ?? null,
    words: /\bTAX\s?INVOICE\b/.test(all),
    supplier: supplier !== null,
    abn: abn !== null,
    date: date !== null,
    items: lines.some(isItemLine),
    gst: gst !== null || saysIncludesGst(lines),
    buyer,
  };
  const taxInvoice = taxInvoiceCheck(facts);
  const boxes: ReceiptRead['boxes'] = {};
  const found = { total, date, supplier, abn, gst, type };
  for (const [name, f] of Object.entries(found) as [ReadFieldName, Found<unknown> | null][]) {
    if (f?.line.box) boxes[name] = f.line.box;
  }
  return {
    reading: {
      total: field(total),
      date: field(date),
      supplier: field(supplier),
      abn: field(abn),
      gst: field(gst),
      type: field(type),
      taxInvoice,
    },
    boxes,
    facts,
  };
}

export { FILL_FROM, SURE_FROM } from './lines';
