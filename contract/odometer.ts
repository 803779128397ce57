import { z } from 'zod/mini';
import { id } from './common';
import { groupDigits, MONTHS_SHORT } from './locale';

/** Odometer values the form and the server accept (km). */
export const ODOMETER_MAX_KM = 2_000_000;
export const READING_DATE_MESSAGE = 'Reading date must be a valid date (dd/mm/yyyy)';
export const READING_DATE_FUTURE_MESSAGE = 'Reading date cannot be in the future';
export const TYRE_SET_EVERY_KM = 30_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const isCalendarDay = (v: string): boolean => {
  const m = ISO_DATE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
};

/** ISO yyyy-mm-dd, a real day from 2000 on, not after tomorrow (UTC; see expenseDate). */
export const readingDate = z.string({ error: 'Reading date is required' }).check(
  z.minLength(1, 'Reading date is required'),
  z.refine(isCalendarDay, READING_DATE_MESSAGE),
  z.refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 86_400_000, {
    message: READING_DATE_FUTURE_MESSAGE,
  }),
);

export const readingKm = z
  .number({ error: 'Odometer reading must be a number' })
  .check(
    z.int('Odometer reading must be whole kilometres'),
    z.gte(0, 'Odometer reading cannot be negative'),
    z.lte(ODOMETER_MAX_KM, `Odometer reading must be at most ${groupDigits(ODOMETER_MAX_KM)} km`),
  );

/** POST /api/customer/odometer; honours Idempotency-Key like a claim. */
export const odometerReadingRequest = z.object({
  vehicle: id,
  reading: readingKm,
  readOn: readingDate,
  /** The uploaded photo of the dash (the upload route's path), optional. */
  photo: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))),
});
export type OdometerReadingRequest = z.infer<typeof odometerReadingRequest>;

export const odometerReading = z.object({
  id: z.string(),
  vehicle: z.string(),
  reading: z.number().check(z.int()),
  readOn: z.string(),
  photo: z.nullable(z.string()),
  /** 'plan' is the odometer given when the vehicle was added. */
  source: z.enum(['reading', 'plan']),
});
export type OdometerReading = z.infer<typeof odometerReading>;

/**
 * A vehicle's odometer now: its latest accepted reading or logbook trip (the latest day, and on
 * it the highest figure). 'plan' is the odometer given when the vehicle was added, until a later
 * reading or trip says more.
 */
export const currentOdometer = z.object({
  km: z.number().check(z.int()),
  readOn: z.string(),
  source: z.enum(['reading', 'plan', 'trip']),
});
export type CurrentOdometer = z.infer<typeof currentOdometer>;

export const regoExpiryRequest = z.object({
  regoExpiry: z.nullable(
    z
      .string()
      .check(z.refine(isCalendarDay, 'Registration expiry must be a valid date (dd/mm/yyyy)')),
  ),
});

export const COMING_UP_KINDS = ['tyres', 'service', 'registration'] as const;
export const comingUpItem = z.object({
  vehicleId: z.string(),
  vehicleLabel: z.string(),
  kind: z.enum(COMING_UP_KINDS),
  title: z.string(),
  /** Best estimate of the day it falls due; null when it cannot be dated yet. */
  dueDate: z.nullable(z.string()),
  dueKm: z.nullable(z.number().check(z.int())),
  /** How the date was worked out, in plain words. */
  basis: z.string(),
  overdue: z.boolean(),
});
export type ComingUpItem = z.infer<typeof comingUpItem>;

export const kmUsage = z.object({
  planKmPerYear: z.number().check(z.int()),
  /** From the readings; null when there are too few to tell. */
  actualKmPerYear: z.nullable(z.number().check(z.int())),
  basis: z.string(),
  /** (actual − plan) / plan, in percent; null with actualKmPerYear. */
  driftPercent: z.nullable(z.number()),
  /** Offered when the drift passes REPRICE_DRIFT_PERCENT: old and new monthly amounts. */
  reprice: z.nullable(
    z.object({
      kmPerYear: z.number().check(z.int()),
      oldMonthly: z.number(),
      newMonthly: z.number(),
    }),
  ),
});
export type KmUsage = z.infer<typeof kmUsage>;
export const REPRICE_DRIFT_PERCENT = 15;

export const vehicleOdometer = z.object({
  vehicleId: z.string(),
  vehicleLabel: z.string(),
  regoExpiry: z.nullable(z.string()),
  /** Newest first, the plan's starting odometer last. */
  readings: z.array(odometerReading),
  usage: kmUsage,
  comingUp: z.array(comingUpItem),
});
export type VehicleOdometer = z.infer<typeof vehicleOdometer>;

export const comingUpList = z.array(comingUpItem);

const formatKm = (km: number) => `${groupDigits(km)} km`;
/** '2026-03-10' → '10 Mar 2026': the calendar day as written, whatever the reader's time zone. */
const formatDay = (iso: string) => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${day} ${MONTHS_SHORT[Number(month) - 1] ?? month} ${year}`;
};

/** Readings one vehicle may have for one day: far more than anyone reads a dashboard. */
export const ODOMETER_READINGS_PER_DAY = 10;
export const odometerDayFullMessage = (readOn: string) =>
  `This vehicle already has ${ODOMETER_READINGS_PER_DAY} odometer readings dated ${formatDay(readOn)}, the most one day can have. Check the reading and its date.`;

/**
 * The odometer never goes backwards: a reading must be at least every earlier-or-same-day reading
 * and at most every later one. Null when it fits; else the message the form and the server show.
 */
export function odometerOrderProblem(
  existing: readonly { reading: number; readOn: string }[],
  candidate: { reading: number; readOn: string },
): string | null {
  let before: { reading: number; readOn: string } | undefined;
  let after: { reading: number; readOn: string } | undefined;
  for (const r of existing) {
    if (r.readOn <= candidate.readOn) {
      if (!before || r.reading > before.reading) before = r;
    } else if (!after || r.reading < after.reading) {
      after = r;
    }
  }
  if (before && candidate.reading < before.reading) {
    return `The odometer cannot go backwards: it read ${formatKm(before.reading)} on ${formatDay(before.readOn)}. Check the reading and its date.`;
  }
  if (after && candidate.reading > after.reading) {
    return `The odometer cannot go backwards: it read ${formatKm(after.reading)} later, on ${formatDay(after.readOn)}. Check the reading and its date.`;
  }
  return null;
}
