import { and, asc, eq } from 'drizzle-orm';
import type { LogbookPeriod } from '../../../contract/logbook';
import type { Db } from '../../db/open';
import { catalogVariants, vehicles } from '../../db/schema';
import type { LogbookVehicle } from '../../documents/logbook-pdf';
import { logbookPeriodsOf } from './vehicle-logbook';
import { validPeriodOn } from './rules';

/**
 * The logbooks a year's ZIP carries, per vehicle: every period kept in the year and the one the
 * year's business-use percentage comes from (kept up to four years earlier).
 */
export async function logbooksForYear(
  db: Db,
  customerId: string,
  firstDay: string,
  lastDay: string,
  today: string,
): Promise<{ vehicle: LogbookVehicle; period: LogbookPeriod }[]> {
  const rows = await db
    .select({ vehicle: vehicles, engine: catalogVariants.engine })
    .from(vehicles)
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(and(eq(vehicles.customerId, customerId), eq(vehicles.isDeleted, false)))
    .orderBy(asc(vehicles.createdOn));
  const out: { vehicle: LogbookVehicle; period: LogbookPeriod }[] = [];
  for (const { vehicle, engine } of rows) {
    const periods = await logbookPeriodsOf(db, customerId, vehicle.id, today);
    const counted = validPeriodOn(periods, lastDay);
    const kept = periods.filter(
      (p) => p.id === counted?.id || (p.startsOn <= lastDay && p.endsOn >= firstDay),
    );
    for (const period of [...kept].reverse()) {
      out.push({
        vehicle: {
          make: vehicle.make,
          model: vehicle.model,
          engine,
          registration: vehicle.registrationNumber,
        },
        period,
      });
    }
  }
  return out;
}
