import { and, asc, eq } from 'drizzle-orm';
import type { LogbookTrip } from '../../../contract/logbook';
import type { Db } from '../../db/open';
import { logbookPeriods, logbookTrips } from '../../db/schema';

type TripRow = typeof logbookTrips.$inferSelect;
export type PeriodRow = typeof logbookPeriods.$inferSelect;

export const toTrip = (r: TripRow): LogbookTrip => ({
  id: r.id,
  vehicle: r.vehicleId,
  tripOn: r.tripOn,
  startKm: r.startKm,
  endKm: r.endKm,
  km: r.endKm - r.startKm,
  purpose: r.purpose === 'business' ? 'business' : 'private',
  reason: r.reason,
});

/** Every trip of one of the customer's vehicles, oldest first. */
export async function tripsOf(db: Db, customerId: string, vehicleId: string) {
  const rows = await db
    .select()
    .from(logbookTrips)
    .where(and(eq(logbookTrips.customerId, customerId), eq(logbookTrips.vehicleId, vehicleId)))
    .orderBy(asc(logbookTrips.tripOn), asc(logbookTrips.startKm));
  return rows.map(toTrip);
}

/** Every logbook period of one of the customer's vehicles, oldest first. */
export async function periodsOf(db: Db, customerId: string, vehicleId: string) {
  return db
    .select()
    .from(logbookPeriods)
    .where(and(eq(logbookPeriods.customerId, customerId), eq(logbookPeriods.vehicleId, vehicleId)))
    .orderBy(asc(logbookPeriods.startsOn));
}
