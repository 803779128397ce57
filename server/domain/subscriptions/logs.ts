import { eq, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import type { PagingRequest } from '../../../contract/envelope';
import { type SubscriptionLog } from '../../../contract/subscriptions';
import type { Db } from '../../db/open';
import {
  isoTime,
  joinVehicleLabel,
  listTotal,
  newestFirstPageIds,
  vehicleLabelJson,
} from '../../db/json-page';
import { preparedFor } from '../../db/prepared';
import {
  fromVersionedSession,
  versionedPage,
  type VersionedKey,
  type VersionedRows,
} from '../accounts/list-version';
import { payments, sessions, subscriptions, vehicles } from '../../db/schema';
import { debitSettlingSql, inFlightCentsSql } from '../payments/in-flight';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';
import type { VehicleLabel } from '../../../contract/vehicle-label';
import { vehicleLabelOf } from '../vehicles/label';

type PageRow = {
  id: string;
  vehicleId: string;
  isSubscribed: boolean;
  status: number;
  amountCents: number;
  startDate: string | null;
  endDate: string | null;
  lastFailure: string;
  chargedCents: number;
  inFlightCents: number | null;
} & VehicleLabel;

/**
 * One statement for the whole page, from the live session (sessions ⋈ customers on the sessions
 * primary key): the page's ids are cut on subscriptions_customer_created_idx before anything is
 * joined, PostgreSQL hands the page over as one JSON array, and the total is counted on the same
 * index.
 */
const subscriptionPage = preparedFor((db, name) => {
  const mine = eq(subscriptions.customerId, sessions.customerId);
  const pageIds = newestFirstPageIds(db, subscriptions, mine);
  const s = subscriptions;
  const page = sql<PageRow[] | null>`(select json_agg(json_build_object(
      'id', ${s.id}, 'vehicleId', ${s.vehicleId}, 'isSubscribed', ${s.isSubscribed},
      'status', ${s.status}, 'amountCents', ${s.amountCents},
      'startDate', ${isoTime(s.startDate)}, 'endDate', ${isoTime(s.endDate)},
      'lastFailure', ${s.lastFailure}, ${vehicleLabelJson},
      'chargedCents', ${vehicles.chargedAmountCents}, 'inFlightCents', ${inFlightCentsSql(payments.subscriptionId, s.id)}
    ) order by ${s.createdOn} desc, ${s.id} desc)
    from ${subscriptions}
    ${joinVehicleLabel(s.vehicleId)}
    where ${s.id} in ${pageIds})`;
  // Inside the subqueries "sessions" is the outer row: the live session's customer.
  const total = listTotal(subscriptions, mine);
  return fromVersionedSession(db, {
    page: page,
    totalCount: total,
    timeBound: debitSettlingSql,
  }).prepare(name);
}, 'subscription_page');

/** The customer's subscriptions, newest first, one page at a time. */
export async function subscriptionLogs(
  db: Db,
  key: VersionedKey,
  paging: PagingRequest,
): Promise<VersionedRows<SubscriptionLog>> {
  return versionedPage(subscriptionPage(db), key, paging, (row) =>
    toLogs(row.page ?? [], Number(row.totalCount ?? 0)),
  );
}

function toLogs(rows: PageRow[], totalCount: number): SubscriptionLog[] {
  return rows.map((s) => {
    const { chargedCents } = s;
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
      subscriptionStartDate: s.startDate,
      subscriptionEndDate: s.endDate,
      totalCount,
      vehicleMasterDetails: vehicleLabelOf(s),
      lastFailure: s.lastFailure,
      nextAmount: changed ? toDollars(chargedCents) : null,
      nextAmountFrom: changed ? s.endDate : null,
      paymentInFlight: s.inFlightCents ? toDollars(Number(s.inFlightCents)) : null,
    };
  });
}
