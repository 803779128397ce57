import type { AdjustmentNote } from '../domain/invoices/adjustment-note';
import type { TaxInvoice } from '../domain/invoices/tax-invoice';
import type { TaxClaim } from '../domain/tax-time/claims';
import type { FinancialYear } from '../domain/tax-time/financial-year';
import { formatCents, formatDay } from './money';
import { PdfSheet } from './pdf-layout';
import type { GstSummary } from '../../contract/tax-figures';
import { writeGst } from './year-figures-pdf';

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

/** Totals by a key, in first-seen order. */
function totalsBy(claims: TaxClaim[], key: (c: TaxClaim) => string): [string, number, number][] {
  const totals = new Map<string, [number, number]>();
  for (const claim of claims) {
    const [count, cents] = totals.get(key(claim)) ?? [0, 0];
    totals.set(key(claim), [count + 1, cents + claim.amountCents]);
  }
  return [...totals].map(([name, [count, cents]]) => [name, count, cents]);
}

/**
 * The refunds made in the year, and what was paid net of them: a refund takes its GST off the
 * GST paid (its adjustment note says so), in the year it is made.
 */
function writeRefunds(sheet: PdfSheet, invoices: TaxInvoice[], notes: AdjustmentNote[]) {
  const refunded = sum(notes.map((n) => n.refundCents));
  const gst = sum(notes.map((n) => n.gstCents));
  sheet.gap(8);
  sheet.row('Refunds made (an adjustment note each, in adjustment-notes/)', String(notes.length));
  sheet.row('Refunded (GST inclusive)', `-${formatCents(refunded)}`);
  sheet.row('GST adjustments (decrease)', `-${formatCents(gst)}`);
  sheet.rule();
  sheet.row(
    'Net paid (GST inclusive)',
    formatCents(sum(invoices.map((i) => i.totalCents)) - refunded),
    { bold: true },
  );
  sheet.row('Net GST', formatCents(sum(invoices.map((i) => i.gstCents)) - gst));
}

/** One page: the year, what was paid to CarGo (with GST and surcharge), and the claims. */
export async function renderTaxSummaryPdf(input: {
  year: FinancialYear;
  customerName: string;
  invoices: TaxInvoice[];
  /** The refunds made in the year, each with its adjustment note. */
  notes: AdjustmentNote[];
  claims: TaxClaim[];
  /** The GST in the year's approved claims, split by a valid tax invoice. */
  gst: GstSummary;
  madeOn: Date;
}): Promise<Uint8Array> {
  const { year, invoices, claims } = input;
  const sheet = await PdfSheet.create(
    `CarGo tax summary ${year.label}`,
    `Payments and claims of ${input.customerName} for the financial year ${year.label}`,
  );
  sheet.text(`Tax summary ${year.label}`, { size: 20, bold: true, gapAfter: 8 });
  sheet.text(
    `Financial year 1 July ${year.year - 1} to 30 June ${year.year} · ${input.customerName}`,
    { muted: true },
  );
  sheet.text(`Made on ${formatDay(input.madeOn)}`, { muted: true, gapAfter: 16 });

  sheet.text('Payments to CarGo', { size: 13, bold: true, gapAfter: 8 });
  sheet.row('Paid payments (a tax invoice each, in invoices/)', String(invoices.length));
  sheet.row('Monthly plans', formatCents(sum(invoices.map((i) => i.baseCents))));
  sheet.row('Card surcharges', formatCents(sum(invoices.map((i) => i.surchargeCents))));
  sheet.rule();
  sheet.row('Total paid (GST inclusive)', formatCents(sum(invoices.map((i) => i.totalCents))), {
    bold: true,
  });
  sheet.row('GST included', formatCents(sum(invoices.map((i) => i.gstCents))));
  if (input.notes.length > 0) writeRefunds(sheet, invoices, input.notes);
  sheet.gap(16);

  sheet.text('Expense claims', { size: 13, bold: true, gapAfter: 8 });
  sheet.row('Claims (receipts in receipts/)', String(claims.length));
  for (const [status, count, cents] of totalsBy(claims, (c) => c.status)) {
    sheet.row(`${status} (${count})`, formatCents(cents));
  }
  sheet.rule();
  for (const [type, count, cents] of totalsBy(claims, (c) => c.type)) {
    sheet.row(`${type} (${count})`, formatCents(cents));
  }
  sheet.rule();
  sheet.row('Total claimed', formatCents(sum(claims.map((c) => c.amountCents))), { bold: true });
  sheet.gap(16);
  writeGst(sheet, input.gst);
  sheet.text(
    'financial-year.pdf and fbt-year.pdf give each vehicle’s kilometres and business use.',
    {
      muted: true,
    },
  );
  sheet.text('payments.csv and claims.csv list every line above, one row each.', { muted: true });
  sheet.text('This summary is not tax advice; ask your tax agent what you can claim.', {
    muted: true,
  });
  return sheet.save();
}
