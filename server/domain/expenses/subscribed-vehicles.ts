import { and, asc, eq } from 'drizzle-orm';
import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import { catalogVariants, vehicles } from '../../db/schema';
import {
  scoped,
  sessionCustomerId,
  sessionTimes,
  type ScopedRows,
  type SessionKey,
} from '../accounts/session-scope';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

/** The customer's subscribed vehicles, oldest first, labelled from the catalogue variant. */
const subscribedPage = preparedFor(
  (db, name) =>
    db
      .select({
        id: vehicles.id,
        customer: vehicles.customerId,
        name: catalogVariants.name,
        body: catalogVariants.body,
        engine: catalogVariants.engine,
        ...sessionTimes,
      })
      .from(vehicles)
      .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
      .where(
        and(
          eq(vehicles.customerId, sessionCustomerId),
          eq(vehicles.isDeleted, false),
          eq(vehicles.subscribeStatus, SUBSCRIPTION_STATUS.SUBSCRIBED),
        ),
      )
      .orderBy(asc(vehicles.createdOn), asc(vehicles.id))
      .prepare(name),
  'subscribed_page',
);

export async function listSubscribedVehicles(
  db: Db,
  key: SessionKey,
): Promise<ScopedRows<SubscribedVehicle>> {
  const rows = await subscribedPage(db).execute(key);
  return scoped(
    rows.map((r) => ({
      id: r.id,
      customer: r.customer,
      vehicleDetails: { name: r.name, body: r.body, engine: r.engine },
    })),
    rows[0],
  );
}
