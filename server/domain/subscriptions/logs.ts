import { desc, eq, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import type { PagingRequest } from '../../../contract/envelope';
import type { SubscriptionLog } from '../../../contract/subscriptions';
import type { Db } from '../../db/open';
import { catalogVariants, subscriptions, vehicles } from '../../db/schema';

/** The customer's subscriptions, newest first, one page at a time. */
export async function subscriptionLogs(
  db: Db,
  customerId: string,
  paging: PagingRequest,
): Promise<SubscriptionLog[]> {
  const rows = await db
    .select({
      subscription: subscriptions,
      name: catalogVariants.name,
      body: catalogVariants.body,
      engine: catalogVariants.engine,
      totalCount: sql<number>`(count(*) over ())::int`,
    })
    .from(subscriptions)
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(desc(subscriptions.createdOn), desc(subscriptions.id))
    .limit(paging.next)
    .offset(paging.offset * paging.next);
  return rows.map(({ subscription: s, name, body, engine, totalCount }) => ({
    id: s.id,
    vehicleId: s.vehicleId,
    isSubscribed: s.isSubscribed,
    status: s.status,
    amount: toDollars(s.amountCents),
    subscriptionStartDate: s.startDate?.toISOString() ?? null,
    subscriptionEndDate: s.endDate?.toISOString() ?? null,
    totalCount: Number(totalCount),
    vehicleMasterDetails: { name, body, engine },
    lastFailure: s.lastFailure,
  }));
}
