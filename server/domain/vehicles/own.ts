import { and, eq, type SQL } from 'drizzle-orm';
import type { Saved } from '../../db/insert-once';
import type { Db } from '../../db/open';
import { vehicles } from '../../db/schema';
import { HttpError } from '../../http';

export type VehicleRow = typeof vehicles.$inferSelect;

/** A vehicle of this customer that has not been deleted: every read and write is scoped so. */
export const ownedVehicle = (customerId: string, vehicleId: string): SQL =>
  and(
    eq(vehicles.id, vehicleId),
    eq(vehicles.customerId, customerId),
    eq(vehicles.isDeleted, false),
  ) as SQL;

export const VEHICLE_NOT_FOUND = 'Vehicle not found';

/**
 * Loads one of the customer's vehicles, or refuses with 404: another customer's vehicle is
 * simply not found. `lock` takes the row for the rest of the transaction (FOR UPDATE), so two
 * requests that change the same vehicle (pay, delete, edit) run one after the other.
 */
export async function ownVehicle(
  db: Db,
  customerId: string,
  vehicleId: string,
  options: { lock?: boolean } = {},
): Promise<VehicleRow> {
  const query = db.select().from(vehicles).where(ownedVehicle(customerId, vehicleId));
  const [vehicle] = options.lock ? await query.for('update') : await query;
  if (!vehicle) throw new HttpError(404, VEHICLE_NOT_FOUND);
  return vehicle;
}

/**
 * The last step of `insertOnce` for a row of one vehicle (an odometer reading, a logbook trip):
 * in a transaction holding the vehicle's row, so concurrent writes to it are checked one after
 * the other, a repeat that committed while this one waited for the lock answers; otherwise
 * `insert` checks the row against the vehicle's others and saves it.
 */
export async function insertUnderVehicleLock<Row>(
  db: Db,
  customerId: string,
  vehicleId: string,
  savedMeanwhile: (tx: Db) => Promise<Saved<Row> | undefined>,
  insert: (tx: Db, vehicle: VehicleRow) => Promise<Saved<Row>>,
): Promise<Saved<Row>> {
  return db.transaction(async (tx) => {
    const vehicle = await ownVehicle(tx, customerId, vehicleId, { lock: true });
    return (await savedMeanwhile(tx)) ?? insert(tx, vehicle);
  });
}
