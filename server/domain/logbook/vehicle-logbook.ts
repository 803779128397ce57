import { formatVehicleLabel } from '../../../contract/vehicle-label';
import type { LogbookPeriod, VehicleLogbook } from '../../../contract/logbook';
import type { Db } from '../../db/open';
import { catalogVariants } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { logbookFigures, logbookValidity, periodProgress, validPeriodOn } from './rules';
import { currentOdometerOf } from '../odometer/current';
import { ownVehicle } from '../vehicles/own';
import { periodsOf, tripsOf } from './rows';

/** Each period of a vehicle with its trips, the ATO's figures and where it stands today. */
export async function logbookPeriodsOf(
  db: Db,
  customerId: string,
  vehicleId: string,
  today: string,
): Promise<LogbookPeriod[]> {
  const [periods, trips] = await Promise.all([
    periodsOf(db, customerId, vehicleId),
    tripsOf(db, customerId, vehicleId),
  ]);
  return periods
    .map((p) => {
      const inside = trips.filter((t) => p.startsOn <= t.tripOn && t.tripOn <= p.endsOn);
      return {
        id: p.id,
        vehicle: p.vehicleId,
        startsOn: p.startsOn,
        endsOn: p.endsOn,
        ...periodProgress(p.startsOn, inside.length, today),
        figures: logbookFigures(inside),
        ...logbookValidity(p.startsOn),
        trips: inside,
      };
    })
    .reverse();
}

/** GET /api/customer/vehicle/:id/logbook: the vehicle's periods, newest first. */
export async function vehicleLogbookOf(
  db: Db,
  customerId: string,
  vehicleId: string,
  today: string,
): Promise<VehicleLogbook> {
  const vehicle = await ownVehicle(db, customerId, vehicleId);
  const [variant] = await db
    .select({
      name: catalogVariants.name,
      body: catalogVariants.body,
      engine: catalogVariants.engine,
    })
    .from(catalogVariants)
    .where(eq(catalogVariants.id, vehicle.vehicleMasterId));
  const periods = await logbookPeriodsOf(db, customerId, vehicle.id, today);
  return {
    vehicleId: vehicle.id,
    vehicleLabel: variant ? formatVehicleLabel(variant) : `${vehicle.make} ${vehicle.model}`,
    periods,
    validPeriodId: validPeriodOn(periods, today)?.id ?? null,
    odometer: await currentOdometerOf(db, customerId, vehicle),
  };
}
