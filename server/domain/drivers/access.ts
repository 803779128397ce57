import { and, eq, sql } from 'drizzle-orm';
import type { VehicleRole } from '../../../contract/drivers';
import type { Db } from '../../db/open';
import { vehicleMembers, vehicles } from '../../db/schema';
import { HttpError } from '../../http';
import { VEHICLE_NOT_FOUND, type VehicleRow } from '../vehicles/own';

export type VehicleAccess = { vehicle: VehicleRow; role: VehicleRole; ownerId: string };

export const OWNER_ONLY = "Only the vehicle's owner can do this";
export const VIEWER_READS_ONLY = 'A viewer can read this vehicle but not change it';

/** What each role may do with a shared vehicle (issue 30); the owner may do everything. */
export const CAN_READ: readonly VehicleRole[] = ['owner', 'driver', 'viewer'];
export const CAN_RECORD: readonly VehicleRole[] = ['owner', 'driver'];

/**
 * The customer's role on a vehicle, read from the membership table on every request: a driver
 * the owner removed is refused at their very next request. A vehicle the customer neither owns
 * nor shares is simply not found (404); one they share in a role that may not do this is a 403.
 */
export async function vehicleAccess(
  db: Db,
  customerId: string,
  vehicleId: string,
  allowed: readonly VehicleRole[],
  options: { lock?: boolean } = {},
): Promise<VehicleAccess> {
  const query = db
    .select({ vehicle: vehicles, memberRole: vehicleMembers.role })
    .from(vehicles)
    .leftJoin(
      vehicleMembers,
      and(eq(vehicleMembers.vehicleId, vehicles.id), eq(vehicleMembers.customerId, customerId)),
    )
    .where(
      and(
        eq(vehicles.id, vehicleId),
        eq(vehicles.isDeleted, false),
        sql`(${vehicles.customerId} = ${customerId} or ${vehicleMembers.customerId} is not null)`,
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: vehicles }) : await query;
  if (!row) throw new HttpError(404, VEHICLE_NOT_FOUND);
  const role: VehicleRole =
    row.vehicle.customerId === customerId ? 'owner' : (row.memberRole ?? 'viewer');
  if (!allowed.includes(role)) {
    throw new HttpError(
      403,
      role === 'viewer' && allowed.includes('driver') ? VIEWER_READS_ONLY : OWNER_ONLY,
    );
  }
  return { vehicle: row.vehicle, role, ownerId: row.vehicle.customerId };
}
