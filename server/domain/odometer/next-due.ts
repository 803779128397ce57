import { REPRICE_DRIFT_PERCENT, TYRE_SET_EVERY_KM } from '../../../contract/odometer';
import { addDays, addMonths, daysBetween, spokenDate } from '../budget/calendar';
import { groupDigits } from '../../../contract/locale';

export type Reading = { reading: number; readOn: string };

/** Readings need to span this long before a yearly rate means anything. */
export const MIN_SPAN_DAYS = 30;
const DAYS_PER_YEAR = 365;

/**
 * The sensible default when the catalogue has no schedule for the vehicle: most makers service
 * every 15,000 km or 12 months, whichever comes first (the figure the pricing budgets for).
 */
export const DEFAULT_SERVICE = { km: 15_000, months: 12 } as const;

const byDate = (a: Reading, b: Reading) =>
  a.readOn.localeCompare(b.readOn) || a.reading - b.reading;
const km = (n: number) => `${groupDigits(n)} km`;

export const latestReading = (readings: readonly Reading[]): Reading | undefined =>
  [...readings].sort(byDate).at(-1);

/**
 * Kilometres a year from the readings of the last 12 months (and the last one before them, so
 * the rate covers the whole year): the distance between the first and the last over the days
 * between them. Null, with the reason, when fewer than two readings span MIN_SPAN_DAYS.
 */
export function kmPerYear(
  readings: readonly Reading[],
  today: string,
): { kmPerYear: number | null; basis: string } {
  const sorted = [...readings].sort(byDate).filter((r) => r.readOn <= today);
  const windowStart = addDays(today, -DAYS_PER_YEAR);
  const inside = sorted.filter((r) => r.readOn >= windowStart);
  const anchor = sorted.filter((r) => r.readOn < windowStart).at(-1);
  const used = anchor ? [anchor, ...inside] : inside;
  const first = used[0];
  const last = used.at(-1);
  const span = first && last ? daysBetween(first.readOn, last.readOn) : 0;
  if (!first || !last || used.length < 2 || span < MIN_SPAN_DAYS) {
    return {
      kmPerYear: null,
      basis: `Needs two odometer readings at least ${MIN_SPAN_DAYS} days apart to work out your km per year.`,
    };
  }
  const rate = Math.round(((last.reading - first.reading) / span) * DAYS_PER_YEAR);
  return {
    kmPerYear: rate,
    basis: `From ${used.length} readings between ${spokenDate(first.readOn)} and ${spokenDate(last.readOn)}.`,
  };
}

/** Percent the real distance is off the plan's; null without a real figure or a plan figure. */
export function driftPercent(planKmPerYear: number, actualKmPerYear: number | null): number | null {
  if (actualKmPerYear === null || planKmPerYear <= 0) return null;
  return Math.round(((actualKmPerYear - planKmPerYear) / planKmPerYear) * 1000) / 10;
}

export const shouldReprice = (drift: number | null): boolean =>
  drift !== null && Math.abs(drift) > REPRICE_DRIFT_PERCENT;

/** The day the odometer reaches `targetKm` at `perYear`, counted from the latest reading. */
function dayAtKm(latest: Reading, targetKm: number, perYear: number): string | null {
  if (perYear <= 0) return null;
  const days = Math.ceil(((targetKm - latest.reading) / perYear) * DAYS_PER_YEAR);
  return addDays(latest.readOn, Math.max(0, days));
}

export type Due = { dueKm: number | null; dueDate: string | null; basis: string };

/**
 * SPEC §9: a set of 4 tyres every 30,000 km, so the next set falls at the next multiple of
 * 30,000 km on the odometer, dated at the given yearly distance.
 */
export function nextTyres(latest: Reading | undefined, perYear: number, rateBasis: string): Due {
  if (!latest) return { dueKm: null, dueDate: null, basis: 'Record an odometer reading first.' };
  const dueKm = (Math.floor(latest.reading / TYRE_SET_EVERY_KM) + 1) * TYRE_SET_EVERY_KM;
  return {
    dueKm,
    dueDate: dayAtKm(latest, dueKm, perYear),
    basis: `A set of 4 tyres every ${km(TYRE_SET_EVERY_KM)}; dated at ${km(perYear)} a year (${rateBasis}).`,
  };
}

/** The odometer on a day: the last reading on or before it, else the first one after. */
export function odometerOn(readings: readonly Reading[], day: string): number | null {
  const sorted = [...readings].sort(byDate);
  const before = sorted.filter((r) => r.readOn <= day).at(-1);
  return (before ?? sorted[0])?.reading ?? null;
}

/**
 * The next service: `interval.km` after the last one or `interval.months` after it, whichever
 * comes first. The last service is the latest servicing claim, else the day the plan started.
 */
export function nextService(input: {
  readings: readonly Reading[];
  lastService: { on: string; fromClaim: boolean };
  perYear: number;
  rateBasis: string;
  interval: { km: number; months: number; source: string };
}): Due {
  const latest = latestReading(input.readings);
  const byMonths = addMonths(input.lastService.on, input.interval.months);
  const startKm = odometerOn(input.readings, input.lastService.on);
  const since = input.lastService.fromClaim
    ? `your last service claim on ${spokenDate(input.lastService.on)}`
    : `your plan start on ${spokenDate(input.lastService.on)}`;
  const schedule = `Every ${km(input.interval.km)} or ${input.interval.months} months, whichever comes first (${input.interval.source}), counted from ${since}`;
  if (!latest || startKm === null) {
    return { dueKm: null, dueDate: byMonths, basis: `${schedule}.` };
  }
  const dueKm = startKm + input.interval.km;
  const byKm = dayAtKm(latest, dueKm, input.perYear);
  const dueDate = byKm && byKm < byMonths ? byKm : byMonths;
  return {
    dueKm,
    dueDate,
    basis: `${schedule}; distance dated at ${km(input.perYear)} a year (${input.rateBasis}).`,
  };
}

/** Registration renewal from the expiry the customer entered. */
export function regoRenewal(regoExpiry: string | null): Due {
  return regoExpiry
    ? { dueKm: null, dueDate: regoExpiry, basis: 'The registration expiry date you entered.' }
    : {
        dueKm: null,
        dueDate: null,
        basis: 'Enter your registration expiry date on the vehicle page to be reminded.',
      };
}
