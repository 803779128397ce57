import { and, eq, sql } from 'drizzle-orm';
import type { Dashboard } from '../../../contract/dashboard';

/** The SPEC §3 tiles; the account overview's extras come from ./account.ts. */
export type SpecFigures = Pick<
  Dashboard,
  | 'totalVehicle'
  | 'totalAmountofSubscription'
  | 'totalPendingSubscription'
  | 'totalCreditAmount'
  | 'totalExpensiveAmount'
>;
import { toDollars } from '../../../contract/common';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';
import type { Db } from '../../db/open';
import { subscriptions, vehicles } from '../../db/schema';
import { customerBalance } from '../budget/ledger';

/**
 * SPEC §3 Dashboard figures, all from the database. Customer Paid and Expense Amount come from
 * the budget ledger (server/domain/budget/ledger.ts), the one place the running balance is
 * worked out, so the dashboard and every vehicle's Budget page always agree.
 */
export async function dashboardFigures(db: Db, customerId: string): Promise<SpecFigures> {
  const [vehicleRow, subscriptionRow, balance] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where ${vehicles.subscribeStatus} = ${SUBSCRIPTION_STATUS.PENDING})::int`,
      })
      .from(vehicles)
      .where(and(eq(vehicles.customerId, customerId), eq(vehicles.isDeleted, false))),
    db
      .select({ monthly: sql<number>`coalesce(sum(${subscriptions.amountCents}), 0)::int` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.customerId, customerId),
          eq(subscriptions.status, SUBSCRIPTION_STATUS.SUBSCRIBED),
        ),
      ),
    customerBalance(db, customerId),
  ]);
  return {
    totalVehicle: Number(vehicleRow[0]?.total ?? 0),
    totalAmountofSubscription: toDollars(Number(subscriptionRow[0]?.monthly ?? 0)),
    totalPendingSubscription: Number(vehicleRow[0]?.pending ?? 0),
    totalCreditAmount: toDollars(balance.paidCents),
    totalExpensiveAmount: toDollars(balance.spentCents),
  };
}
