import { formatAbn } from '../../contract/abn';
import type { TaxInvoice } from '../domain/invoices/tax-invoice';
import { formatCents, formatDay } from './money';
import { PdfSheet } from './pdf-layout';

const surchargeRate = (invoice: TaxInvoice) =>
  invoice.baseCents > 0 ? Math.round((invoice.surchargeCents / invoice.baseCents) * 1000) / 10 : 0;

/**
 * A tax invoice as the ATO asks for one of $1,000 or more (so it serves for any amount): the
 * words 'Tax invoice', the seller's name and ABN, the date, the buyer, what was supplied, and
 * the GST included in the GST-inclusive total.
 */
export async function renderInvoicePdf(invoice: TaxInvoice): Promise<Uint8Array> {
  const sheet = await PdfSheet.create(
    `Tax invoice ${invoice.invoiceNumber}`,
    `CarGo tax invoice ${invoice.invoiceNumber} for ${invoice.customer.name}`,
  );
  sheet.text('Tax invoice', { size: 22, bold: true, gapAfter: 14 });

  sheet.text(invoice.supplier.name, { size: 12, bold: true });
  sheet.text(`ABN ${formatAbn(invoice.supplier.abn)}`);
  sheet.text(invoice.supplier.address, { gapAfter: 16 });

  sheet.row('Invoice number', invoice.invoiceNumber);
  sheet.row('Date of issue', formatDay(invoice.issuedOn));
  sheet.gap(8);
  sheet.text('Bill to', { bold: true });
  sheet.text(invoice.customer.name);
  if (invoice.customer.company) sheet.text(invoice.customer.company);
  if (invoice.customer.address) sheet.text(invoice.customer.address);
  sheet.text(invoice.customer.email, { muted: true, gapAfter: 16 });

  sheet.text('Description', { bold: true });
  const period =
    invoice.periodStart && invoice.periodEnd
      ? ` for ${formatDay(invoice.periodStart)} to ${formatDay(invoice.periodEnd)}`
      : '';
  sheet.text(`CarGo vehicle running-cost plan${period}`);
  sheet.text(`Vehicle: ${invoice.vehicle}`, { gapAfter: 12 });

  sheet.rule();
  sheet.row('Monthly plan', formatCents(invoice.baseCents));
  if (invoice.method === 'card') {
    sheet.row(`Card surcharge (${surchargeRate(invoice)}%)`, formatCents(invoice.surchargeCents));
  }
  sheet.rule();
  sheet.row('Total (GST inclusive)', formatCents(invoice.totalCents), { bold: true, size: 12 });
  sheet.row('GST included (1/11 of the total)', formatCents(invoice.gstCents));
  sheet.gap(12);
  const paidBy =
    invoice.method === 'card'
      ? `Card ending ${invoice.last4 || '....'}`
      : `Direct debit from account ending ${invoice.last4 || '....'}`;
  sheet.text(`Paid in full on ${formatDay(invoice.issuedOn)}: ${paidBy}`, { muted: true });
  sheet.text('The total price includes GST.', { muted: true });
  return sheet.save();
}
