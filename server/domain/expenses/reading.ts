import { toCents } from '../../../contract/common';
import type { AdhocExpenseRequest } from '../../../contract/expenses';
import type { ReceiptReading } from '../../../contract/receipt-reading';
import type { ClaimEntered } from '../../db/schema';

/** ATO: a purchase of $82.50 or more, GST included, needs a tax invoice to claim its GST. */
const TAX_INVOICE_FROM_CENTS = 8250;

export const enteredOf = (body: AdhocExpenseRequest): ClaimEntered => ({
  total: toCents(body.amount),
  date: body.expenseDate,
  supplier: body.supplier ?? null,
  abn: body.abn ?? null,
  gst: body.gst ?? null,
  type: body.type,
});

/**
 * Whether the receipt is a tax invoice, as far as the device could read it: null when nothing
 * was read or none is needed. The amount the customer confirmed decides the need too, so a
 * misread total does not excuse a large claim from the check.
 */
export function taxInvoiceOf(
  amountCents: number,
  reading: ReceiptReading | undefined,
): 'valid' | 'incomplete' | null {
  if (!reading) return null;
  const needed = reading.taxInvoice.needed || amountCents >= TAX_INVOICE_FROM_CENTS;
  if (!needed) return null;
  return reading.taxInvoice.missing.length === 0 ? 'valid' : 'incomplete';
}

export type ReadingDifference = { field: keyof ClaimEntered; read: string; entered: string };

const FIELDS = ['total', 'date', 'supplier', 'abn', 'gst', 'type'] as const;
const CENTS_FIELDS: ReadonlySet<keyof ClaimEntered> = new Set(['total', 'gst']);

const shown = (field: keyof ClaimEntered, value: string | number | null): string => {
  if (value === null) return '(none)';
  if (CENTS_FIELDS.has(field) && typeof value === 'number') return `$${(value / 100).toFixed(2)}`;
  return String(value);
};

/**
 * Where the customer's values differ from what the device read: a value read and then changed
 * (or cleared), or one the reader missed and the customer typed. Both null is no difference.
 */
export function readingDifferences(
  reading: ReceiptReading,
  entered: ClaimEntered,
): ReadingDifference[] {
  return FIELDS.flatMap((field) => {
    const read = reading[field].value;
    const typed = entered[field];
    const same =
      field === 'supplier' && typeof read === 'string' && typeof typed === 'string'
        ? read.trim().toLowerCase() === typed.trim().toLowerCase()
        : read === typed;
    return same ? [] : [{ field, read: shown(field, read), entered: shown(field, typed) }];
  });
}
