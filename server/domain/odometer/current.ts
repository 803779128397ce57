import type { CurrentOdometer } from '../../../contract/odometer';
import type { Db } from '../../db/open';
import { isoOf } from '../budget/calendar';
import { tripsOf } from '../logbook/rows';
import { latestOdometer, odometerFigures } from './latest';
import { listReadings } from './readings';

type Vehicle = { id: string; currentOdometer: number; createdOn: Date };

/** Every reading and trip of one of the customer's vehicles, as odometer figures. */
export async function figuresOf(
  db: Db,
  customerId: string,
  vehicle: Vehicle,
): Promise<CurrentOdometer[]> {
  const [readings, trips] = await Promise.all([
    listReadings(db, customerId, vehicle),
    tripsOf(db, customerId, vehicle.id),
  ]);
  return odometerFigures(readings, trips);
}

/**
 * What the vehicle's odometer reads now: its latest accepted reading or trip. The vehicle row's
 * `current_odometer` is only the figure given when it was added (the plan's first reading).
 */
export async function currentOdometerOf(
  db: Db,
  customerId: string,
  vehicle: Vehicle,
): Promise<CurrentOdometer> {
  const plan: CurrentOdometer = {
    km: vehicle.currentOdometer,
    readOn: isoOf(vehicle.createdOn),
    source: 'plan',
  };
  return latestOdometer(await figuresOf(db, customerId, vehicle)) ?? plan;
}
