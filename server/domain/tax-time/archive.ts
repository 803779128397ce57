import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Supplier } from '../../../contract/invoices';
import { adjustmentNoteNumber } from '../../../contract/payments/refunds';
import type { Db } from '../../db/open';
import { renderAdjustmentNotePdf } from '../../documents/adjustment-note-pdf';
import { renderInvoicePdf } from '../../documents/invoice-pdf';
import { formatDay } from '../../documents/money';
import { renderLogbookPdf } from '../../documents/logbook-pdf';
import { renderTaxSummaryPdf } from '../../documents/tax-summary-pdf';
import { renderYearFiguresPdf } from '../../documents/year-figures-pdf';
import { todayIso } from '../odometer/coming-up';
import { adjustmentNotesBetween } from '../invoices/adjustment-note';
import { taxInvoicesBetween, type TaxInvoice } from '../invoices/tax-invoice';
import type { ReceiptStore } from '../../storage/receipt-store';
import { readOwnUpload } from '../uploads/uploads';
import { claimsBetween, type TaxClaim } from './claims';
import { csvDocument, dollars } from './csv';
import { taxFiguresOf } from './figures';
import { financialYear, financialYearOf } from './financial-year';
import { logbooksForYear } from '../logbook/tax-year';

export type TaxArchive = {
  fileName: string;
  stream: Readable;
  /** Exact byte length (every entry is stored, not deflated, with a known size). */
  size: Promise<number>;
};

const safeName = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '_');
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1] ?? 'bin';

/** The receipt's bytes as a stream, read through the uploads domain (its one call site here). */
async function receiptStream(db: Db, store: ReceiptStore, customerId: string, name: string) {
  return (await readOwnUpload(db, store, customerId, name)).stream;
}

const archiveRoot = (year: number) =>
  `cargo-tax-${year - 1}-${String(year % 100).padStart(2, '0')}`;
const invoiceName = (number: string) => `invoices/${safeName(number)}.pdf`;
const noteName = (number: string) => `adjustment-notes/${safeName(number)}.pdf`;

/**
 * A payment's refund in payments.csv: the amount, the day, and where its adjustment note is (in
 * this archive, or the one of the year it was made in); 'due' while it is owed.
 */
function refundCells(invoice: TaxInvoice, year: number): string[] {
  const { refund } = invoice;
  if (!refund) return ['', '', ''];
  if (!refund.madeOn) return [dollars(refund.cents), 'due', ''];
  const noteYear = financialYearOf(refund.madeOn);
  const note = noteName(adjustmentNoteNumber(invoice.invoiceNumber));
  return [
    dollars(refund.cents),
    formatDay(refund.madeOn),
    noteYear === year ? note : `${archiveRoot(noteYear)}.zip: ${note}`,
  ];
}

export const receiptFileName = (claim: TaxClaim) =>
  `receipts/${claim.expenseDate}-${claim.id.slice(0, 8)}.${extensionOf(claim.reciept)}`;

/**
 * A financial year's documents in one ZIP: payments.csv and claims.csv, every paid payment's
 * tax invoice as PDF, the adjustment note of every refund made in the year (adjustment-notes/),
 * every claim's receipt, a summary (with the GST a customer can claim),
 * the year's and the FBT year's kilometres, running costs, business use and EV home charging
 * (financial-year.pdf, fbt-year.pdf: the FBT year ending 31 March in it) and each vehicle's
 * logbook kept in or counted for the year (logbooks/). Receipts are read one at a
 * time, streamed, as the archive is written (yazl asks for each when it reaches it and the
 * response's back-pressure paces it), so memory stays flat however many receipts there are. Nothing is
 * deflated: PDFs and photos are compressed already, and stored entries give an exact length.
 */
export async function buildTaxArchive(input: {
  db: Db;
  receipts: ReceiptStore;
  supplier: Supplier;
  customerId: string;
  customerName: string;
  year: number;
  onError: (error: Error) => void;
}): Promise<TaxArchive> {
  const { db, customerId } = input;
  const year = financialYear(input.year);
  const invoices = await taxInvoicesBetween(db, input.supplier, customerId, year.from, year.to);
  // A refund's adjustment note belongs to the year the refund was made in, whenever it was paid.
  const notes = await adjustmentNotesBetween(db, input.supplier, customerId, year.from, year.to);
  const claims = await claimsBetween(db, customerId, year.firstDay, year.lastDay);
  const root = archiveRoot(year.year);
  const zip = new ZipFile();
  const stored = { compress: false, mtime: new Date(`${year.year}-06-30T12:00:00Z`) };
  const addText = (name: string, text: string) =>
    zip.addBuffer(Buffer.from(text, 'utf8'), `${root}/${name}`, stored);

  addText(
    'payments.csv',
    csvDocument(
      [
        'Date',
        'Invoice number',
        'Vehicle',
        'Method',
        'Plan amount',
        'Card surcharge',
        'Total paid',
        'GST included',
        'Invoice file',
        'Refunded',
        'Refunded on',
        'Adjustment note file',
      ],
      invoices.map((i) => [
        formatDay(i.issuedOn),
        i.invoiceNumber,
        i.vehicle,
        i.method === 'card' ? 'Card' : 'Direct debit',
        dollars(i.baseCents),
        dollars(i.surchargeCents),
        dollars(i.totalCents),
        dollars(i.gstCents),
        invoiceName(i.invoiceNumber),
        ...refundCells(i, year.year),
      ]),
    ),
  );
  addText(
    'claims.csv',
    csvDocument(
      ['Date', 'Type', 'Amount', 'Status', 'Vehicle', 'Receipt file'],
      claims.map((c) => [
        c.expenseDate.split('-').reverse().join('/'),
        c.type,
        dollars(c.amountCents),
        c.status,
        c.vehicle,
        c.receiptSize === null ? '' : receiptFileName(c),
      ]),
    ),
  );
  const today = todayIso();
  const figures = await taxFiguresOf(db, customerId, input.year, today);
  const summary = await renderTaxSummaryPdf({
    year,
    customerName: input.customerName,
    invoices,
    notes,
    claims,
    gst: figures.financialYear.gst,
    madeOn: new Date(),
  });
  zip.addBuffer(Buffer.from(summary), `${root}/summary.pdf`, stored);
  for (const [name, one] of [
    ['financial-year.pdf', figures.financialYear],
    ['fbt-year.pdf', figures.fbtYear],
  ] as const) {
    const pdf = await renderYearFiguresPdf({ figures: one, customerName: input.customerName });
    zip.addBuffer(Buffer.from(pdf), `${root}/${name}`, stored);
  }
  for (const { vehicle, period } of await logbooksForYear(
    db,
    customerId,
    year.firstDay,
    year.lastDay,
    today,
  )) {
    const pdf = await renderLogbookPdf({ vehicle, period, customerName: input.customerName });
    const name = `logbooks/${safeName(vehicle.registration || vehicle.model)}-${period.startsOn}.pdf`;
    zip.addBuffer(Buffer.from(pdf), `${root}/${name}`, stored);
  }
  // Invoices are a few kilobytes each and one per month per vehicle: rendered up front so their
  // sizes are known. Receipts, the bulk, are read lazily below.
  for (const invoice of invoices) {
    const pdf = await renderInvoicePdf(invoice);
    zip.addBuffer(Buffer.from(pdf), `${root}/${invoiceName(invoice.invoiceNumber)}`, stored);
  }
  for (const note of notes) {
    const pdf = await renderAdjustmentNotePdf(note);
    zip.addBuffer(Buffer.from(pdf), `${root}/${noteName(note.noteNumber)}`, stored);
  }
  for (const claim of claims) {
    if (claim.receiptSize === null) continue;
    zip.addReadStreamLazy(
      `${root}/${receiptFileName(claim)}`,
      { ...stored, size: claim.receiptSize },
      (callback) => {
        receiptStream(db, input.receipts, customerId, claim.reciept).then(
          (stream) => callback(null, stream),
          // yazl's typings want a stream with the error; it reads only the error then.
          (error: unknown) => callback(error, Readable.from([])),
        );
      },
    );
  }
  // The typings leave out the total size the callback receives.
  const end = zip.end.bind(zip) as unknown as (
    options: object,
    done: (total: number) => void,
  ) => void;
  const size = new Promise<number>((resolve) => end({}, resolve));
  zip.on('error', input.onError);
  return { fileName: `${root}.zip`, stream: zip.outputStream as Readable, size };
}
