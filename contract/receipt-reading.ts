import { z } from 'zod/mini';
import { isValidAbn } from './abn';

/**
 * What was read off a receipt photo, on the device, beside what the driver typed: each value
 * with how sure the reading is (0 to 1), null where nothing usable was found.
 */
export const readField = <T extends z.ZodMiniType>(value: T) =>
  z.object({ value: z.nullable(value), confidence: z.number().check(z.gte(0), z.lte(1)) });

export const TAX_INVOICE_PARTS = [
  'words',
  'supplier',
  'abn',
  'date',
  'items',
  'gst',
  'buyer',
] as const;
export type TaxInvoicePart = (typeof TAX_INVOICE_PARTS)[number];

export const receiptReadingSchema = z.object({
  total: readField(z.number().check(z.int(), z.nonnegative())), // cents
  date: readField(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  supplier: readField(z.string().check(z.maxLength(120))),
  abn: readField(z.string().check(z.regex(/^\d{11}$/))),
  gst: readField(z.number().check(z.int(), z.nonnegative())), // cents
  type: readField(z.string().check(z.maxLength(40))), // an expense type value from the existing type list
  taxInvoice: z.object({ needed: z.boolean(), missing: z.array(z.enum(TAX_INVOICE_PARTS)) }),
});
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;

// The ABN checksum has one home (./abn); both sides of the reading name it from here too.
export { isValidAbn };

/** ATO: a purchase of $82.50 or more including GST needs a tax invoice to claim its GST. */
export const TAX_INVOICE_FROM_CENTS = 8_250;
/** ATO: at $1,000 or more the tax invoice must also identify the buyer. */
export const BUYER_IDENTITY_FROM_CENTS = 100_000;

/** What a receipt shows, for the tax-invoice rule (each true when it is on the receipt). */
export type TaxInvoiceFacts = { totalCents: number | null } & Record<TaxInvoicePart, boolean>;

/**
 * The ATO's tax-invoice rule: from $82.50 including GST the receipt needs the words 'tax
 * invoice', the supplier's name and ABN, the date, what was sold, and the GST amount (or 'total
 * price includes GST'); from $1,000 also the buyer's identity. Under $82.50, or with no total
 * read, nothing is needed (nothing to warn about).
 */
export function taxInvoiceCheck(facts: TaxInvoiceFacts): ReceiptReading['taxInvoice'] {
  const total = facts.totalCents;
  if (total === null || total < TAX_INVOICE_FROM_CENTS) return { needed: false, missing: [] };
  const parts = TAX_INVOICE_PARTS.filter(
    (part) => part !== 'buyer' || total >= BUYER_IDENTITY_FROM_CENTS,
  );
  return { needed: true, missing: parts.filter((part) => !facts[part]) };
}

const PART_WORDS: Record<TaxInvoicePart, string> = {
  words: "the words 'tax invoice'",
  supplier: "supplier's name",
  abn: 'ABN',
  date: 'date',
  items: 'list of what was bought',
  gst: 'GST amount',
  buyer: "buyer's name or ABN",
};

/** 'This receipt may not be a valid tax invoice: no ABN found'; null when nothing is missing. */
export function taxInvoiceWarning(check: ReceiptReading['taxInvoice']): string | null {
  if (!check.needed || check.missing.length === 0) return null;
  const words = check.missing.map((part) => PART_WORDS[part]);
  const last = words.pop();
  const list = words.length > 0 ? `${words.join(', ')} or ${last}` : last;
  return `This receipt may not be a valid tax invoice: no ${list} found`;
}
