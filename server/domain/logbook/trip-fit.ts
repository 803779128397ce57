import type { Trip } from './rules';

type Reading = { reading: number; readOn: string };

export type TripConflict = { km: number; day: string; what: 'reading' | 'trip' };

/**
 * The odometer never goes backwards, so a trip fits only where readings and other trips leave
 * room: every reading of an earlier day is at most its start, every later one at least its end
 * (a reading of the same day may have been taken before or after it); another trip ends before
 * it starts if it is earlier, starts after it ends if later, and on the same day the two stretches
 * of odometer must not overlap. The first conflict found, or null.
 */
export function tripConflict(
  trip: Pick<Trip, 'tripOn' | 'startKm' | 'endKm'>,
  readings: readonly Reading[],
  trips: readonly Pick<Trip, 'tripOn' | 'startKm' | 'endKm'>[],
): TripConflict | null {
  for (const r of readings) {
    if (r.readOn < trip.tripOn && r.reading > trip.startKm)
      return { km: r.reading, day: r.readOn, what: 'reading' };
    if (r.readOn > trip.tripOn && r.reading < trip.endKm)
      return { km: r.reading, day: r.readOn, what: 'reading' };
    if (r.readOn === trip.tripOn && r.reading > trip.startKm && r.reading < trip.endKm)
      return { km: r.reading, day: r.readOn, what: 'reading' };
  }
  for (const other of trips) {
    const clash =
      other.tripOn < trip.tripOn
        ? other.endKm > trip.startKm
        : other.tripOn > trip.tripOn
          ? other.startKm < trip.endKm
          : other.startKm < trip.endKm && trip.startKm < other.endKm;
    if (clash) {
      const km = other.tripOn > trip.tripOn ? other.startKm : other.endKm;
      return { km, day: other.tripOn, what: 'trip' };
    }
  }
  return null;
}

/**
 * Trips as the readings a new odometer reading on `day` must agree with: an earlier trip's end
 * and a later trip's start. Trips of the same day say nothing about when in the day it was read.
 */
export const tripsAsReadings = (
  trips: readonly Pick<Trip, 'tripOn' | 'startKm' | 'endKm'>[],
  day: string,
): Reading[] =>
  trips
    .filter((t) => t.tripOn !== day)
    .map((t) => ({ reading: t.tripOn < day ? t.endKm : t.startKm, readOn: t.tripOn }));
