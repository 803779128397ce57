import { formatAbn } from '../../contract/abn';
import type { AdjustmentNote } from '../domain/invoices/adjustment-note';
import { formatCents, formatDay } from './money';
import { PdfSheet } from './pdf-layout';

/** Why the price came down, as the note explains it. */
export const adjustmentReason = (note: AdjustmentNote): string =>
  `${note.refundCents === note.invoice.totalCents ? 'Refund in full' : 'Refund'}: the plan was cancelled, or its vehicle deleted, while this payment was being processed, so it paid for no supply.`;

/**
 * An adjustment note as the ATO asks for one: the words 'Adjustment note', the seller's name and
 * ABN, the date of issue, the buyer, the tax invoice it adjusts, why, the difference between the
 * price invoiced and the price now, and the GST adjustment in it.
 */
export async function renderAdjustmentNotePdf(note: AdjustmentNote): Promise<Uint8Array> {
  const { invoice } = note;
  const sheet = await PdfSheet.create(
    `Adjustment note ${note.noteNumber}`,
    `CarGo adjustment note ${note.noteNumber} for ${invoice.customer.name}`,
  );
  sheet.text('Adjustment note', { size: 22, bold: true, gapAfter: 14 });

  sheet.text(invoice.supplier.name, { size: 12, bold: true });
  sheet.text(`ABN ${formatAbn(invoice.supplier.abn)}`);
  sheet.text(invoice.supplier.address, { gapAfter: 16 });

  sheet.row('Adjustment note number', note.noteNumber);
  sheet.row('Date of issue', formatDay(note.issuedOn));
  sheet.row('Adjusts tax invoice', `${invoice.invoiceNumber} of ${formatDay(invoice.issuedOn)}`);
  sheet.gap(8);
  sheet.text('Issued to', { bold: true });
  sheet.text(invoice.customer.name);
  if (invoice.customer.company) sheet.text(invoice.customer.company);
  if (invoice.customer.address) sheet.text(invoice.customer.address);
  sheet.text(invoice.customer.email, { muted: true, gapAfter: 16 });

  sheet.text('Reason', { bold: true });
  sheet.text(adjustmentReason(note));
  sheet.text(`Vehicle: ${invoice.vehicle}`, { gapAfter: 12 });

  sheet.rule();
  sheet.row('Price on the tax invoice (GST inclusive)', formatCents(invoice.totalCents));
  sheet.row('Refunded', `-${formatCents(note.refundCents)}`);
  sheet.rule();
  sheet.row('Price now (GST inclusive)', formatCents(note.newTotalCents), { bold: true, size: 12 });
  sheet.row('GST adjustment: decrease (1/11 of the refund)', formatCents(note.gstCents));
  sheet.gap(12);
  const paidTo =
    invoice.method === 'card'
      ? `card ending ${invoice.last4 || '....'}`
      : `account ending ${invoice.last4 || '....'}`;
  sheet.text(`Refunded on ${formatDay(note.issuedOn)} to the ${paidTo}.`, { muted: true });
  return sheet.save();
}
