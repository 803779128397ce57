import { desc, eq, inArray, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import type { PagingRequest } from '../../../contract/envelope';
import { type SubscriptionLog } from '../../../contract/subscriptions';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import {
  scoped,
  sessionCustomerId,
  sessionTimes,
  type ScopedRows,
  type SessionKey,
} from '../accounts/session-scope';
import { catalogVariants, subscriptions, vehicles } from '../../db/schema';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

const subscriptionPage = preparedFor((db, name) => {
  const mine = eq(subscriptions.customerId, sessionCustomerId);
  const pageIds = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(mine)
    .orderBy(desc(subscriptions.createdOn), desc(subscriptions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // Inside the subquery "subscriptions" names its own FROM, not the outer one.
  const total = sql<number>`(select count(*) from ${subscriptions} where ${mine})::int`;
  return db
    .select({
      subscription: subscriptions,
      name: catalogVariants.name,
      body: catalogVariants.body,
      engine: catalogVariants.engine,
      chargedCents: vehicles.chargedAmountCents,
      totalCount: total,
      ...sessionTimes,
    })
    .from(subscriptions)
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(inArray(subscriptions.id, pageIds))
    .orderBy(desc(subscriptions.createdOn), desc(subscriptions.id))
    .prepare(name);
}, 'subscription_page');

/**
 * The customer's subscriptions, newest first, one page at a time: the page's ids are cut on
 * subscriptions_customer_created_idx before anything is joined, and the total is counted on
 * the same index in the same query.
 */
export async function subscriptionLogs(
  db: Db,
  key: SessionKey,
  paging: PagingRequest,
): Promise<ScopedRows<SubscriptionLog>> {
  const rows = await subscriptionPage(db).execute({
    ...key,
    limit: paging.next,
    offset: paging.offset * paging.next,
  });
  const logs = rows.map(({ subscription: s, name, body, engine, chargedCents, totalCount }) => {
    // An edit while the plan runs sets what the vehicle is charged; the next renewal charges it.
    const changed =
      s.status === SUBSCRIPTION_STATUS.SUBSCRIBED &&
      chargedCents > 0 &&
      chargedCents !== s.amountCents;
    return {
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
      nextAmount: changed ? toDollars(chargedCents) : null,
      nextAmountFrom: changed ? (s.endDate?.toISOString() ?? null) : null,
    };
  });
  return scoped(logs, rows[0]);
}
