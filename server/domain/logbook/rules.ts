import {
  LOGBOOK_VALID_YEARS,
  LOGBOOK_WEEKS,
  type LogbookFigures,
  type LogbookPeriod,
  type TripPurpose,
} from '../../../contract/logbook';
import { financialYearOfDay } from '../../../contract/tax-time';
import { addDays, daysBetween } from '../budget/calendar';

export const LOGBOOK_DAYS = LOGBOOK_WEEKS * 7;

export type Trip = { tripOn: string; startKm: number; endKm: number; purpose: TripPurpose };

/** The last day of a 12-week period: 84 days counted with the first, so day 1 + 83. */
export const periodEndsOn = (startsOn: string): string => addDays(startsOn, LOGBOOK_DAYS - 1);

/**
 * The ATO's figures for a period: odometer at its start (the first trip's start) and end (the
 * last trip's end), the total distance between them (trips not logged count as private), the
 * business kilometres logged, and business ÷ total × 100 to one decimal.
 */
export function logbookFigures(trips: readonly Trip[]): LogbookFigures {
  if (trips.length === 0) {
    return {
      startKm: null,
      endKm: null,
      totalKm: 0,
      businessKm: 0,
      businessPercent: null,
      trips: 0,
    };
  }
  const startKm = Math.min(...trips.map((t) => t.startKm));
  const endKm = Math.max(...trips.map((t) => t.endKm));
  const totalKm = endKm - startKm;
  const businessKm = trips
    .filter((t) => t.purpose === 'business')
    .reduce((sum, t) => sum + (t.endKm - t.startKm), 0);
  return {
    startKm,
    endKm,
    totalKm,
    businessKm,
    businessPercent: businessPercentOf(businessKm, totalKm),
    trips: trips.length,
  };
}

/** 6,600 of 11,000 km → 60; one decimal, null without kilometres. */
export const businessPercentOf = (businessKm: number, totalKm: number): number | null =>
  totalKm > 0 ? Math.round((businessKm / totalKm) * 1000) / 10 : null;

/**
 * A logbook is valid for the income year its period starts in and the next four (ATO: "valid
 * for five years"); a new one must be kept in the year after that.
 */
export function logbookValidity(startsOn: string): { validUntil: string; newDueFrom: string } {
  const lastYear = financialYearOfDay(startsOn) + LOGBOOK_VALID_YEARS - 1;
  return { validUntil: `${lastYear}-06-30`, newDueFrom: `${lastYear}-07-01` };
}

/** Where a period stands on `today`: days done of 84, and its state. */
export function periodProgress(
  startsOn: string,
  trips: number,
  today: string,
): Pick<LogbookPeriod, 'daysTotal' | 'daysDone' | 'status'> {
  const endsOn = periodEndsOn(startsOn);
  const daysDone = Math.min(LOGBOOK_DAYS, Math.max(0, daysBetween(startsOn, today) + 1));
  const status =
    today < startsOn
      ? 'upcoming'
      : today <= endsOn
        ? 'in-progress'
        : trips > 0
          ? 'complete'
          : 'no-trips';
  return { daysTotal: LOGBOOK_DAYS, daysDone: status === 'upcoming' ? 0 : daysDone, status };
}

type PeriodLike = { startsOn: string; endsOn: string; status: LogbookPeriod['status'] };

/** The newest complete period valid on `day` (its percentage is the one to use), or null. */
export function validPeriodOn<T extends PeriodLike>(periods: readonly T[], day: string): T | null {
  const usable = periods
    .filter((p) => p.status === 'complete' && p.startsOn <= day)
    .filter((p) => day <= logbookValidity(p.startsOn).validUntil)
    .sort((a, b) => b.startsOn.localeCompare(a.startsOn));
  return usable[0] ?? null;
}

/** Two periods of one vehicle overlap when neither ends before the other starts. */
export const periodsOverlap = (
  a: { startsOn: string; endsOn: string },
  b: { startsOn: string; endsOn: string },
): boolean => a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;
