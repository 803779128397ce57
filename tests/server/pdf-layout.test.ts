import { describe, expect, it } from 'vitest';
import {
  ATO_BUSINESS_USE_SOURCE,
  ATO_LOGBOOK_SOURCE,
  type LogbookPeriod,
} from '../../contract/logbook';
import {
  ATO_EV_SOURCE,
  ATO_FBT_YEAR_SOURCE,
  ATO_GST_SOURCE,
  GST_ESTIMATE_BASIS,
  PHEV_HOME_CHARGING_SENTENCE,
  type YearFigures,
} from '../../contract/tax-figures';
import {
  adjustmentReason,
  renderAdjustmentNotePdf,
} from '../../server/documents/adjustment-note-pdf';
import { renderInvoicePdf } from '../../server/documents/invoice-pdf';
import { renderLogbookPdf } from '../../server/documents/logbook-pdf';
import { winAnsi } from '../../server/documents/pdf-layout';
import { renderTaxSummaryPdf } from '../../server/documents/tax-summary-pdf';
import { renderYearFiguresPdf } from '../../server/documents/year-figures-pdf';
import type { AdjustmentNote } from '../../server/domain/invoices/adjustment-note';
import type { TaxInvoice } from '../../server/domain/invoices/tax-invoice';
import type { TaxClaim } from '../../server/domain/tax-time/claims';
import { financialYear } from '../../server/domain/tax-time/financial-year';
import { overlapsIn, pdfPositions, readingOrder } from './pdf-positions';

// Long enough to wrap on an A4 line, as real names, labels and reasons can be.
const NAME = 'Nina Alexandra Walker-Reyes-Montgomery on behalf of the Walker-Reyes Family Trust';
const REASON =
  'Client meeting at the Parramatta office, then a site inspection at the Penrith warehouse and back via the Blacktown depot to collect the survey equipment for next week';

const gst = { withInvoice: 7.67, withoutInvoice: 12.5, estimated: 12.5, claims: 3 };

function yearFigures(kind: YearFigures['kind']): YearFigures {
  const vehicle = (label: string, basis: string | null): YearFigures['vehicles'][number] => ({
    vehicleId: label,
    vehicleLabel: `${label} 2.5L 4cyl petrol plug-in hybrid automatic all-wheel drive wagon, rego LOG829`,
    km: 12_480,
    kmBasis: `12,480 km by the odometer log from 1 Jul 2024 to 30 Jun 2025, read between the readings either side of each end of the year.`,
    businessPercent: 60,
    businessBasis:
      'From the logbook kept 5 Aug 2024 – 27 Oct 2024: 120 of 200 km for business, the percentage that applies to this year and the next four.',
    homeCharging: basis ? { kind: 'plug-in-hybrid', amount: null, basis } : null,
  });
  return {
    kind,
    label: kind === 'fbt' ? 'FBT year 1 April 2024 – 31 March 2025' : 'Financial year 2024–25',
    firstDay: '2024-07-01',
    lastDay: '2025-06-30',
    vehicles: [
      vehicle('Mitsubishi Outlander PHEV Exceed', PHEV_HOME_CHARGING_SENTENCE),
      vehicle('Toyota Corolla Ascent Sport', null),
    ],
    runningCosts: [
      { type: 'Servicing', amount: 84.35 },
      { type: 'Fuel', amount: 137.5 },
    ],
    runningCostsTotal: 221.85,
    gst,
  };
}

const invoice: TaxInvoice = {
  paymentId: 'p1',
  invoiceNumber: 'INV-2025-000123',
  issuedOn: new Date('2024-08-01T00:00:00Z'),
  supplier: {
    name: 'CarGo Vehicle Subscriptions Pty Ltd',
    abn: '51824753556',
    address: 'Level 12, 1 Example Street, Sydney NSW 2000',
  },
  customer: {
    name: NAME,
    company: 'Walker-Reyes Landscaping and Property Maintenance Services of Western Sydney',
    email: 'nina.walker-reyes@example.com.au',
    address: 'Unit 14, 221–229 Great Western Highway, Emu Plains NSW 2750, Australia',
  },
  vehicle: 'Mitsubishi Outlander PHEV Exceed 2.5L 4cyl petrol plug-in hybrid, rego LOG829',
  periodStart: new Date('2024-08-01T00:00:00Z'),
  periodEnd: new Date('2024-08-31T00:00:00Z'),
  method: 'card',
  last4: '4242',
  baseCents: 93_174,
  surchargeCents: 1_398,
  totalCents: 94_572,
  gstCents: 8_597,
  refund: null,
};

const note: AdjustmentNote = {
  noteNumber: `${invoice.invoiceNumber}-ADJ`,
  issuedOn: new Date('2024-08-09T00:00:00Z'),
  invoice: { ...invoice, refund: { cents: invoice.totalCents, madeOn: new Date('2024-08-09') } },
  refundCents: invoice.totalCents,
  gstCents: Math.round(invoice.totalCents / 11),
  newTotalCents: 0,
};

const claim = (type: string, status: string): TaxClaim => ({
  id: `${type}-${status}`,
  expenseDate: '2024-08-15',
  type,
  amountCents: 8_435,
  status,
  vehicle: 'Corolla',
  reciept: 'receipts/a.jpg',
  receiptSize: 1000,
  receiptType: 'image/jpeg',
});

const trip = (day: number): LogbookPeriod['trips'][number] => ({
  id: `t${day}`,
  vehicle: 'v',
  tripOn: `2024-08-${String(day).padStart(2, '0')}`,
  startKm: 500 + day * 100,
  endKm: 580 + day * 100,
  km: 80,
  purpose: day % 2 ? 'business' : 'private',
  reason: day % 2 ? `${REASON} (${day})` : null,
});

const logbook: LogbookPeriod = {
  id: 'l1',
  vehicle: 'v',
  startsOn: '2024-08-05',
  endsOn: '2024-10-27',
  daysTotal: 84,
  daysDone: 84,
  status: 'complete',
  figures: {
    startKm: 500,
    endKm: 3_580,
    totalKm: 3_080,
    businessKm: 1_200,
    businessPercent: 39,
    trips: 25,
  },
  validUntil: '2029-06-30',
  newDueFrom: '2029-07-01',
  // Enough journeys with long reasons to run onto a second page.
  trips: Array.from({ length: 25 }, (_, i) => trip(i + 5)),
};

/** Each document with the notes it prints, in the order a reader must meet them. */
const documents: [string, () => Promise<Uint8Array>, string[]][] = [
  [
    'summary.pdf',
    () =>
      renderTaxSummaryPdf({
        year: financialYear(2025),
        customerName: NAME,
        invoices: [invoice],
        notes: [note],
        claims: [claim('Fuel', 'APPROVED'), claim('Servicing', 'PAID'), claim('Tyres', 'REJECTED')],
        gst,
        madeOn: new Date('2025-07-02T00:00:00Z'),
      }),
    [
      GST_ESTIMATE_BASIS,
      ATO_GST_SOURCE,
      'financial-year.pdf and fbt-year.pdf give each vehicle’s kilometres and business use.',
      'payments.csv and claims.csv list every line above, one row each.',
      'This summary is not tax advice; ask your tax agent what you can claim.',
    ],
  ],
  ...(['financial', 'fbt'] as const).map((kind): [string, () => Promise<Uint8Array>, string[]] => [
    `${kind === 'fbt' ? 'fbt' : 'financial'}-year.pdf`,
    () => renderYearFiguresPdf({ figures: yearFigures(kind), customerName: NAME }),
    [
      ...yearFigures(kind).vehicles.flatMap((v) => [
        v.vehicleLabel,
        v.kmBasis,
        v.businessBasis,
        ...(v.homeCharging ? [v.homeCharging.basis] : []),
      ]),
      GST_ESTIMATE_BASIS,
      ATO_GST_SOURCE,
      ...(kind === 'fbt' ? [ATO_FBT_YEAR_SOURCE] : []),
      ATO_BUSINESS_USE_SOURCE,
      ATO_EV_SOURCE,
    ],
  ]),
  [
    'a logbook of two pages',
    () =>
      renderLogbookPdf({
        vehicle: {
          make: 'Mitsubishi',
          model: 'Outlander PHEV Exceed',
          engine: '2.5L 4cyl petrol plug-in hybrid',
          registration: 'LOG829',
        },
        period: logbook,
        customerName: NAME,
      }),
    [
      ...logbook.trips.flatMap((t) => (t.reason ? [`Reason: ${t.reason}`] : [])),
      ATO_LOGBOOK_SOURCE,
      ATO_BUSINESS_USE_SOURCE,
    ],
  ],
  [
    'a tax invoice',
    () => renderInvoicePdf(invoice),
    [invoice.customer.name, invoice.customer.company, invoice.customer.address],
  ],
  [
    'an adjustment note',
    () => renderAdjustmentNotePdf(note),
    [
      invoice.customer.name,
      invoice.customer.company,
      invoice.customer.address,
      adjustmentReason(note),
      `Vehicle: ${invoice.vehicle}`,
    ],
  ],
];

/** The notes that are not found whole, one after the other, in the reading order. */
function outOfOrder(text: string, notes: string[]): string[] {
  let from = 0;
  const missing: string[] = [];
  for (const note of notes) {
    const at = text.indexOf(winAnsi(note), from);
    if (at < 0) missing.push(note);
    else from = at + note.length;
  }
  return missing;
}

describe('the PDFs lay text out by measured width', () => {
  it.each(documents)(
    '%s: no two lines overlap, notes read whole and in order',
    async (_, render, notes) => {
      const placed = await pdfPositions(await render());
      // The documents are long enough to wrap: a test of one-line notes would prove nothing.
      const wrapped = placed.lines.filter(
        (l, i) => placed.lines[i + 1]?.x === l.x && l.text.length > 60,
      );
      expect(wrapped.length).toBeGreaterThan(0);
      expect(overlapsIn(placed)).toEqual([]);
      expect(outOfOrder(readingOrder(placed.lines), notes)).toEqual([]);
      for (const line of placed.lines) {
        expect(line.box.left, line.text).toBeGreaterThanOrEqual(56);
        expect(line.box.right, line.text).toBeLessThanOrEqual(595.28 - 56 + 0.01);
        expect(line.box.bottom, line.text).toBeGreaterThanOrEqual(56 - line.size);
      }
    },
  );

  it('keeps the logbook on as many pages as it needs, the heading first', async () => {
    const placed = await pdfPositions(await documents[3]![1]());
    expect(new Set(placed.lines.map((l) => l.page)).size).toBeGreaterThan(1);
    expect(readingOrder(placed.lines).startsWith('Car logbook')).toBe(true);
  });
});
