import { gstIncluded } from '../../../contract/payments/quotes';
import { adjustmentNoteNumber } from '../../../contract/payments/refunds';
import type { Supplier } from '../../../contract/invoices';
import type { Db } from '../../db/open';
import { refundedBetween, taxInvoiceFor, type TaxInvoice } from './tax-invoice';

/**
 * What an adjustment note prints (ATO: a GST adjustment note when a refund reduces the price of
 * a taxable supply), amounts in cents. It is issued when the refund is made, and names the tax
 * invoice it adjusts, which stays as it was issued.
 */
export type AdjustmentNote = {
  noteNumber: string;
  issuedOn: Date;
  invoice: TaxInvoice;
  refundCents: number;
  /** The decrease in GST: the GST in the amount refunded. */
  gstCents: number;
  /** The price once the refund is taken off, GST inclusive. */
  newTotalCents: number;
};

const noteOf = (invoice: TaxInvoice): AdjustmentNote | null => {
  const made = invoice.refund?.madeOn;
  if (!invoice.refund || !made) return null;
  return {
    noteNumber: adjustmentNoteNumber(invoice.invoiceNumber),
    issuedOn: made,
    invoice,
    refundCents: invoice.refund.cents,
    gstCents: gstIncluded(invoice.refund.cents),
    newTotalCents: invoice.totalCents - invoice.refund.cents,
  };
};

/** One payment's adjustment note, or null when it is not the customer's or not refunded yet. */
export async function adjustmentNoteFor(
  db: Db,
  supplier: Supplier,
  customerId: string,
  paymentId: string,
): Promise<AdjustmentNote | null> {
  const invoice = await taxInvoiceFor(db, supplier, customerId, paymentId);
  return invoice ? noteOf(invoice) : null;
}

/** The customer's adjustment notes issued in [from, to): refunds made then, whenever paid. */
export async function adjustmentNotesBetween(
  db: Db,
  supplier: Supplier,
  customerId: string,
  from: Date,
  to: Date,
): Promise<AdjustmentNote[]> {
  const invoices = await refundedBetween(db, supplier, customerId, from, to);
  return invoices.flatMap((invoice) => noteOf(invoice) ?? []);
}
