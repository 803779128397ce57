import { z } from 'zod/mini';
import { id, textWithoutControls } from './common';
import { groupDigits } from './locale';
import { currentOdometer, isCalendarDay, ODOMETER_MAX_KM } from './odometer';

/**
 * The ATO's logbook (operating cost method). Where each rule comes from is said in the portal
 * beside it and in docs/tax-time.md.
 */
export const LOGBOOK_WEEKS = 12;
/** Years a logbook covers: the income year it is kept in and the next four. */
export const LOGBOOK_VALID_YEARS = 5;

export const ATO_LOGBOOK_SOURCE =
  'ATO: logbook method — a logbook covers at least 12 continuous weeks and is valid for 5 years (ITAA97 s28-125; FBTAA s136(1) ‘log book records’)';
export const ATO_BUSINESS_USE_SOURCE =
  'ATO: business-use percentage = business kilometres ÷ total kilometres of the logbook period × 100';

export const TRIP_PURPOSES = ['business', 'private'] as const;
export type TripPurpose = (typeof TRIP_PURPOSES)[number];

export const TRIP_REASON_MESSAGE = 'Say what the business trip was for';
export const TRIP_ORDER_MESSAGE = 'End odometer must be at least the start odometer';
/** Longer than any day's drive; a typo (an extra digit) is caught here, not in the logbook. */
export const TRIP_MAX_KM = 3_000;

/** ISO yyyy-mm-dd, a real day from 2000 on, not after tomorrow (as an odometer reading's). */
const logbookDay = (label: string) =>
  z.string({ error: `${label} is required` }).check(
    z.minLength(1, `${label} is required`),
    z.refine(isCalendarDay, `${label} must be a valid date (dd/mm/yyyy)`),
    z.refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 86_400_000, {
      message: `${label} cannot be in the future`,
    }),
  );

const tripKm = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .check(
      z.int(`${label} must be whole kilometres`),
      z.gte(0, `${label} cannot be negative`),
      z.lte(ODOMETER_MAX_KM, `${label} must be at most ${groupDigits(ODOMETER_MAX_KM)} km`),
    );

/** POST /api/customer/logbook/trip; honours Idempotency-Key like an odometer reading. */
export const logbookTripRequest = z
  .object({
    vehicle: id,
    tripOn: logbookDay('Trip date'),
    startKm: tripKm('Start odometer'),
    endKm: tripKm('End odometer'),
    purpose: z.enum(TRIP_PURPOSES, { error: 'Choose business or private' }),
    reason: z.optional(
      z.pipe(
        textWithoutControls('Reason'),
        z.string().check(z.maxLength(200, 'Reason is too long')),
      ),
    ),
  })
  .check(
    z.superRefine((trip, ctx) => {
      if (trip.endKm < trip.startKm) {
        ctx.addIssue({ code: 'custom', path: ['endKm'], message: TRIP_ORDER_MESSAGE });
      } else if (trip.endKm - trip.startKm > TRIP_MAX_KM) {
        ctx.addIssue({
          code: 'custom',
          path: ['endKm'],
          message: `A trip of more than ${groupDigits(TRIP_MAX_KM)} km: check the odometer readings`,
        });
      }
      if (trip.purpose === 'business' && (trip.reason ?? '').length < 3) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: TRIP_REASON_MESSAGE });
      }
    }),
  );
export type LogbookTripRequest = z.infer<typeof logbookTripRequest>;

/** POST /api/customer/logbook/period: the first day of a 12-week logbook. */
export const logbookPeriodRequest = z.object({
  vehicle: id,
  startsOn: logbookDay('Start date'),
});
export type LogbookPeriodRequest = z.infer<typeof logbookPeriodRequest>;

export const logbookTrip = z.object({
  id: z.string(),
  vehicle: z.string(),
  tripOn: z.string(),
  startKm: z.number().check(z.int()),
  endKm: z.number().check(z.int()),
  km: z.number().check(z.int()),
  purpose: z.enum(TRIP_PURPOSES),
  reason: z.nullable(z.string()),
});
export type LogbookTrip = z.infer<typeof logbookTrip>;

/** The ATO's figures for a logbook period (null odometers until a trip is logged). */
export const logbookFigures = z.object({
  startKm: z.nullable(z.number().check(z.int())),
  endKm: z.nullable(z.number().check(z.int())),
  totalKm: z.number().check(z.int()),
  businessKm: z.number().check(z.int()),
  /** One decimal; null while the period has no kilometres. */
  businessPercent: z.nullable(z.number()),
  trips: z.number().check(z.int()),
});
export type LogbookFigures = z.infer<typeof logbookFigures>;

export const LOGBOOK_STATUSES = ['upcoming', 'in-progress', 'complete', 'no-trips'] as const;

/** Said instead of a percentage and a validity until a period's 12 weeks are complete. */
export const LOGBOOK_NOT_FINAL =
  'The business-use percentage and how long the logbook is valid are worked out once its 12 weeks are complete.';

/** Where a period that is not complete stands, in the words the logbook PDF prints. */
export const logbookStatusText = (p: {
  status: (typeof LOGBOOK_STATUSES)[number];
  daysDone: number;
  daysTotal: number;
}): string =>
  p.status === 'in-progress'
    ? `in progress, day ${p.daysDone} of ${p.daysTotal}`
    : p.status === 'upcoming'
      ? 'not started yet'
      : p.status === 'no-trips'
        ? 'ended with no trips logged'
        : 'complete';
export const logbookPeriod = z.object({
  id: z.string(),
  vehicle: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  daysTotal: z.number().check(z.int()),
  daysDone: z.number().check(z.int()),
  status: z.enum(LOGBOOK_STATUSES),
  figures: logbookFigures,
  /** Last day of the last income year it covers (30 June), and when a new one is due. */
  validUntil: z.string(),
  newDueFrom: z.string(),
  trips: z.array(logbookTrip),
});
export type LogbookPeriod = z.infer<typeof logbookPeriod>;

export const vehicleLogbook = z.object({
  vehicleId: z.string(),
  vehicleLabel: z.string(),
  /** Newest first. */
  periods: z.array(logbookPeriod),
  /** The newest complete period still valid today, whose percentage applies. */
  validPeriodId: z.nullable(z.string()),
  /**
   * The odometer now (the latest reading or trip), where the next trip starts. Absent in rows
   * mirrored before the server sent it.
   */
  odometer: z.optional(currentOdometer),
});
export type VehicleLogbook = z.infer<typeof vehicleLogbook>;

/** A trip's odometer must fit between the vehicle's readings and its other trips. */
export const tripConflictMessage = (km: number, day: string, what: 'reading' | 'trip') =>
  what === 'reading'
    ? `This trip does not fit the odometer readings: the odometer read ${groupDigits(km)} km on ${day}. Check the trip's odometer and date.`
    : `This trip overlaps another trip in the logbook (odometer ${groupDigits(km)} km on ${day}). Check the trip's odometer and date.`;
export const tripOutsidePeriodMessage =
  'This trip is not inside a logbook period of this vehicle. Start a 12-week logbook that covers its date first.';
export const periodOverlapMessage = (startsOn: string, endsOn: string) =>
  `This vehicle already has a logbook period from ${startsOn} to ${endsOn}; a new one cannot overlap it.`;
