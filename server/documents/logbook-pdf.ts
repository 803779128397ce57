import {
  ATO_BUSINESS_USE_SOURCE,
  ATO_LOGBOOK_SOURCE,
  LOGBOOK_NOT_FINAL,
  logbookStatusText,
  type LogbookPeriod,
} from '../../contract/logbook';
import { groupDigits } from '../../contract/locale';
import { dayText } from '../domain/tax-rules/year-km';
import { PdfSheet } from './pdf-layout';

export type LogbookVehicle = {
  make: string;
  model: string;
  engine: string;
  registration: string;
};

const km = (n: number | null) => (n === null ? '—' : `${groupDigits(n)} km`);

/**
 * One logbook period as the ATO asks for it: the car (make, model, engine, registration), when
 * the period began and ended, the odometer at its start and end, the total and business
 * kilometres, the business-use percentage, and every journey with its date, odometer readings,
 * kilometres and purpose.
 */
export async function renderLogbookPdf(input: {
  vehicle: LogbookVehicle;
  period: LogbookPeriod;
  customerName: string;
}): Promise<Uint8Array> {
  const { vehicle, period } = input;
  const f = period.figures;
  const sheet = await PdfSheet.create(
    `Logbook ${vehicle.registration} ${period.startsOn}`,
    `Car logbook of ${input.customerName}, ${dayText(period.startsOn)} to ${dayText(period.endsOn)}`,
  );
  sheet.text('Car logbook', { size: 20, bold: true, gapAfter: 8 });
  sheet.text(input.customerName, { muted: true, gapAfter: 12 });
  sheet.row('Make and model', `${vehicle.make} ${vehicle.model}`);
  sheet.row('Engine', vehicle.engine);
  sheet.row('Registration number', vehicle.registration || '—');
  sheet.rule();
  sheet.row('Logbook period', `${dayText(period.startsOn)} to ${dayText(period.endsOn)}`);
  sheet.row('Odometer at the start of the period', km(f.startKm));
  sheet.row('Odometer at the end of the period', km(f.endKm));
  sheet.row('Total kilometres in the period', km(f.totalKm));
  sheet.row('Business kilometres (journeys logged)', km(f.businessKm));
  if (period.status === 'complete') {
    sheet.row(
      'Business-use percentage',
      f.businessPercent === null ? '—' : `${f.businessPercent}%`,
      { bold: true },
    );
    sheet.row('Valid to', dayText(period.validUntil));
  } else {
    // A logbook under way (or one that never got going) is no logbook yet: no percentage to use
    // and no years it is valid for.
    sheet.row('Logbook status', logbookStatusText(period), { bold: true });
    sheet.text(LOGBOOK_NOT_FINAL, { muted: true });
  }
  sheet.gap(12);
  sheet.text('Journeys', { size: 13, bold: true, gapAfter: 8 });
  if (period.trips.length === 0) sheet.text('No journeys logged.', { muted: true });
  for (const t of period.trips) {
    sheet.row(
      `${dayText(t.tripOn)} · ${t.purpose === 'business' ? 'Business' : 'Private'}`,
      `${groupDigits(t.startKm)} – ${groupDigits(t.endKm)} (${groupDigits(t.km)} km)`,
    );
    // On a line of its own: a reason is up to 200 characters, wider than a row's label.
    if (t.reason) sheet.text(`Reason: ${t.reason}`, { muted: true });
  }
  sheet.gap(12);
  sheet.text(ATO_LOGBOOK_SOURCE, { muted: true });
  sheet.text(ATO_BUSINESS_USE_SOURCE, { muted: true });
  return sheet.save();
}
