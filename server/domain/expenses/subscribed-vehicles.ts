import { and, eq, sql } from 'drizzle-orm';
import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import type { VehicleLabel } from '../../../contract/vehicle-label';
import type { Db } from '../../db/open';
import { vehicleLabelJson } from '../../db/json-page';
import { preparedFor } from '../../db/prepared';
import { catalogVariants, sessions, vehicleMembers, vehicles } from '../../db/schema';
import {
  fromVersionedSession,
  versioned,
  type VersionedKey,
  type VersionedRows,
} from '../accounts/list-version';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';
import { vehicleLabelOf } from '../vehicles/label';

type PageRow = { id: string; customer: string } & VehicleLabel;

/**
 * The subscribed vehicles the customer owns or drives, oldest first, labelled from the catalogue variant: one row
 * from the live session (sessions ⋈ customers on the sessions primary key) carrying them all as
 * one JSON array built by PostgreSQL, or none when the caller's kept copy is still current.
 */
const subscribedPage = preparedFor((db, name) => {
  const v = vehicles;
  // Inside the subquery "sessions" is the outer row: the live session's customer.
  // A vehicle shared with the customer as a driver takes their claims too (issue 30).
  const drives = sql`${v.id} in (select ${vehicleMembers.vehicleId} from ${vehicleMembers} where ${vehicleMembers.customerId} = ${sessions.customerId} and ${vehicleMembers.role} = 'driver')`;
  const mine = and(
    sql`(${eq(v.customerId, sessions.customerId)} or ${drives})`,
    eq(v.isDeleted, false),
    eq(v.subscribeStatus, SUBSCRIPTION_STATUS.SUBSCRIBED),
  );
  const page = sql<PageRow[] | null>`(select json_agg(json_build_object(
      'id', ${v.id}, 'customer', ${v.customerId}, ${vehicleLabelJson}
    ) order by ${v.createdOn} asc, ${v.id} asc)
    from ${vehicles}
    inner join ${catalogVariants} on ${catalogVariants.id} = ${v.vehicleMasterId}
    where ${mine})`;
  return fromVersionedSession(db, { page: page }).prepare(name);
}, 'subscribed_page');

export async function listSubscribedVehicles(
  db: Db,
  key: VersionedKey,
): Promise<VersionedRows<SubscribedVehicle>> {
  const [found] = await subscribedPage(db).execute(key);
  return versioned(found, (row) =>
    (row.page ?? []).map((r) => ({
      id: r.id,
      customer: r.customer,
      vehicleDetails: vehicleLabelOf(r),
    })),
  );
}
