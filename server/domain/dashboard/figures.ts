import { and, eq, sql } from 'drizzle-orm';
import type { Dashboard } from '../../../contract/dashboard';
import { toDollars } from '../../../contract/common';
import type { Db } from '../../db/open';
import { expenses, payments, subscriptions, vehicles } from '../../db/schema';

/**
 * SPEC §3 Dashboard figures, all from the database:
 * - Customer Paid: what succeeded payments put in the budget (the card surcharge is a fee, not credit);
 * - Expense Amount: approved claims, which the provider pays out of that budget.
 */
export async function dashboardFigures(db: Db, customerId: string): Promise<Dashboard> {
  const [vehicleRow, subscriptionRow, paidRow, expenseRow] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`count(*) filter (where ${vehicles.subscribeStatus} = 0)::int`,
      })
      .from(vehicles)
      .where(and(eq(vehicles.customerId, customerId), eq(vehicles.isDeleted, false))),
    db
      .select({ monthly: sql<number>`coalesce(sum(${subscriptions.amountCents}), 0)::int` })
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, 2))),
    db
      .select({ paid: sql<number>`coalesce(sum(${payments.baseAmountCents}), 0)::bigint` })
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.status, 'succeeded'))),
    db
      .select({ spent: sql<number>`coalesce(sum(${expenses.amountCents}), 0)::bigint` })
      .from(expenses)
      .where(
        and(
          eq(expenses.customerId, customerId),
          eq(expenses.isApproved, true),
          eq(expenses.isDeleted, false),
        ),
      ),
  ]);
  return {
    totalVehicle: Number(vehicleRow[0]?.total ?? 0),
    totalAmountofSubscription: toDollars(Number(subscriptionRow[0]?.monthly ?? 0)),
    totalPendingSubscription: Number(vehicleRow[0]?.pending ?? 0),
    totalCreditAmount: toDollars(Number(paidRow[0]?.paid ?? 0)),
    totalExpensiveAmount: toDollars(Number(expenseRow[0]?.spent ?? 0)),
  };
}
