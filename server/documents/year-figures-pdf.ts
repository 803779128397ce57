import { groupDigits } from '../../contract/locale';
import {
  ATO_EV_SOURCE,
  ATO_FBT_YEAR_SOURCE,
  ATO_GST_SOURCE,
  GST_ESTIMATE_BASIS,
  type GstSummary,
  type YearFigures,
} from '../../contract/tax-figures';
import { ATO_BUSINESS_USE_SOURCE } from '../../contract/logbook';
import { formatCents } from './money';
import { PdfSheet } from './pdf-layout';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A year's ATO figures on a sheet: per vehicle its kilometres, business use and EV home charging;
 * the approved running costs by type; and the GST split by tax invoice. Each with its source.
 */
export function writeYearFigures(sheet: PdfSheet, figures: YearFigures): void {
  sheet.text(`Vehicles · ${figures.label}`, { size: 13, bold: true, gapAfter: 8 });
  for (const v of figures.vehicles) {
    sheet.text(v.vehicleLabel, { bold: true });
    sheet.row('Kilometres', v.km === null ? 'not known' : `${groupDigits(v.km)} km`);
    sheet.text(v.kmBasis, { muted: true });
    sheet.row(
      'Business-use percentage',
      v.businessPercent === null ? 'no logbook' : `${v.businessPercent}%`,
    );
    sheet.text(v.businessBasis, { muted: true });
    if (v.homeCharging) {
      sheet.row(
        'EV home charging',
        v.homeCharging.amount === null
          ? 'cannot be worked out'
          : formatCents(cents(v.homeCharging.amount)),
      );
      sheet.text(v.homeCharging.basis, { muted: true });
    }
    sheet.gap(6);
  }
  sheet.text('Running costs (approved claims)', { size: 13, bold: true, gapAfter: 8 });
  for (const c of figures.runningCosts) sheet.row(c.type, formatCents(cents(c.amount)));
  sheet.rule();
  sheet.row('Total running costs', formatCents(cents(figures.runningCostsTotal)), { bold: true });
  sheet.gap(8);
  writeGst(sheet, figures.gst);
  if (figures.kind === 'fbt') sheet.text(ATO_FBT_YEAR_SOURCE, { muted: true });
  sheet.text(ATO_BUSINESS_USE_SOURCE, { muted: true });
  sheet.text(ATO_EV_SOURCE, { muted: true });
}

/** The GST a customer can claim, split by a valid tax invoice, with how it was estimated. */
export function writeGst(sheet: PdfSheet, gst: GstSummary): void {
  sheet.text('GST you can claim', { size: 13, bold: true, gapAfter: 8 });
  sheet.row('GST backed by a valid tax invoice', formatCents(cents(gst.withInvoice)));
  sheet.row('GST without a valid tax invoice', formatCents(cents(gst.withoutInvoice)));
  if (gst.estimated > 0) {
    sheet.row('of which estimated', formatCents(cents(gst.estimated)));
    sheet.text(GST_ESTIMATE_BASIS, { muted: true });
  }
  sheet.text(ATO_GST_SOURCE, { muted: true, gapAfter: 8 });
}

/**
 * financial-year.pdf and fbt-year.pdf: a year's figures, the FBT year's for the employer's FBT
 * return (1 April – 31 March), the financial year's for the income tax return.
 */
export async function renderYearFiguresPdf(input: {
  figures: YearFigures;
  customerName: string;
}): Promise<Uint8Array> {
  const sheet = await PdfSheet.create(
    `CarGo ${input.figures.label}`,
    `Kilometres, running costs and business use of ${input.customerName} for the ${input.figures.label}`,
  );
  sheet.text(input.figures.label, { size: 18, bold: true, gapAfter: 8 });
  sheet.text(
    `${input.customerName} · ${input.figures.kind === 'fbt' ? 'for your employer’s FBT return' : 'for your income tax return'}`,
    { muted: true, gapAfter: 16 },
  );
  writeYearFigures(sheet, input.figures);
  return sheet.save();
}
