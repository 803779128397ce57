import { and, asc, eq } from 'drizzle-orm';
import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import type { Db } from '../../db/open';
import { catalogVariants, vehicles } from '../../db/schema';
import { SUBSCRIBED } from './create';

/** The customer's subscribed vehicles, oldest first, labelled from the catalogue variant. */
export async function listSubscribedVehicles(
  db: Db,
  customerId: string,
): Promise<SubscribedVehicle[]> {
  const rows = await db
    .select({
      id: vehicles.id,
      customer: vehicles.customerId,
      name: catalogVariants.name,
      body: catalogVariants.body,
      engine: catalogVariants.engine,
    })
    .from(vehicles)
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(
      and(
        eq(vehicles.customerId, customerId),
        eq(vehicles.isDeleted, false),
        eq(vehicles.subscribeStatus, SUBSCRIBED),
      ),
    )
    .orderBy(asc(vehicles.createdOn), asc(vehicles.id));
  return rows.map((r) => ({
    id: r.id,
    customer: r.customer,
    vehicleDetails: { name: r.name, body: r.body, engine: r.engine },
  }));
}
