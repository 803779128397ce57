import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open';
import { payments, sessions } from '../../db/schema';

/** A payment is in flight from the moment its row opens until the provider's final answer. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'processing'];

export const PAYMENT_IN_FLIGHT = 'A payment for this vehicle is already being processed';

type Scope = { customerId: string } & ({ vehicleId: string } | { subscriptionId: string });

const ownerOf = (scope: Scope) =>
  and(
    eq(payments.customerId, scope.customerId),
    'vehicleId' in scope
      ? eq(payments.vehicleId, scope.vehicleId)
      : eq(payments.subscriptionId, scope.subscriptionId),
  );

/**
 * Whether money that can still start or extend a plan for this vehicle is on its way. A payment
 * marked to be refunded (its plan cancelled meanwhile) can do neither, so it blocks nothing.
 */
export async function hasPaymentInFlight(db: Db, vehicleId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.vehicleId, vehicleId),
        inArray(payments.status, OPEN_PAYMENT_STATUSES),
        eq(payments.refundOnSettle, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks every payment of the plan (or vehicle) still in flight to be refunded if it goes through,
 * and answers the cents on their way. Called inside the cancel's or the delete's transaction,
 * which holds the plan or the vehicle. SKIP LOCKED: a payment whose answer is being recorded right
 * now is not waited for (that would invert the settle's own order, payment then plan); its
 * settle then waits for this transaction and finds the plan ended or the vehicle deleted, which
 * refunds it just the same (lifecycle.ts). The total counts it too.
 */
export async function refundWhenSettled(db: Db, scope: Scope): Promise<number> {
  const open = and(ownerOf(scope), inArray(payments.status, OPEN_PAYMENT_STATUSES));
  const free = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(open, eq(payments.refundOnSettle, false)))
    .for('update', { skipLocked: true });
  if (free.length > 0) {
    await db
      .update(payments)
      .set({ refundOnSettle: true })
      .where(
        and(
          inArray(
            payments.id,
            free.map((p) => p.id),
          ),
          inArray(payments.status, OPEN_PAYMENT_STATUSES),
        ),
      );
  }
  const [total] = await db
    .select({ cents: sum(payments.amountCents).mapWith(Number) })
    .from(payments)
    .where(open);
  return total?.cents ?? 0;
}

/**
 * For a list page: the cents a cancel or a delete would leave to be refunded, of the payments
 * whose `owner` column matches. A debit past its settle time is not counted: the cancel or the
 * delete settles it first.
 */
export const inFlightCentsSql = (owner: AnyPgColumn, key: AnyPgColumn) =>
  sql<number | null>`(select sum(${payments.amountCents}) from ${payments}
    where ${owner} = ${key} and (${payments.status} = 'pending'
      or (${payments.status} = 'processing' and (${payments.settlesOn} is null or ${payments.settlesOn} > ${sql.placeholder('now')}))))`;

/**
 * For a list page read from the live session: whether a debit of the customer's is still to reach
 * its settle time. Such a page changes then with nothing written, so no list version can vouch
 * for it and it carries no ETag.
 */
export const debitSettlingSql = sql<boolean>`exists (select 1 from ${payments}
    where ${payments.customerId} = ${sessions.customerId}
      and ${payments.status} = 'processing' and ${payments.settlesOn} > ${sql.placeholder('now')})`;
