import type { CurrentOdometer } from '../../../contract/odometer';

type Reading = { reading: number; readOn: string; source: 'reading' | 'plan' };
type Trip = { tripOn: string; startKm: number; endKm: number };

/** Every odometer figure a vehicle has: its readings (with the plan's) and each trip's two ends. */
export function odometerFigures(
  readings: readonly Reading[],
  trips: readonly Trip[],
): CurrentOdometer[] {
  return [
    ...readings.map((r) => ({ km: r.reading, readOn: r.readOn, source: r.source })),
    ...trips.flatMap((t) => [
      { km: t.startKm, readOn: t.tripOn, source: 'trip' as const },
      { km: t.endKm, readOn: t.tripOn, source: 'trip' as const },
    ]),
  ];
}

/**
 * The odometer at the end of `day` (of all time without one): the latest day's figures, and of
 * them the highest. The odometer never goes back (readings and trips are refused when they would
 * make it), so a day's highest figure is its last, whichever was typed first. The one answer to
 * 'what does the odometer read', for the vehicle's details, the trip form and tax time.
 */
export function latestOdometer<F extends { km: number; readOn: string }>(
  figures: readonly F[],
  day?: string,
): F | null {
  let latest: F | null = null;
  for (const f of figures) {
    if (day !== undefined && f.readOn > day) continue;
    if (!latest || f.readOn > latest.readOn || (f.readOn === latest.readOn && f.km > latest.km)) {
      latest = f;
    }
  }
  return latest;
}
