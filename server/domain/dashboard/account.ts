import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { NextCharge, PaymentAlert } from '../../../contract/dashboard';
import { toDollars } from '../../../contract/common';
import { PAYMENT_SUCCEEDED } from '../../../contract/payments/answers';
import { surchargeCents } from '../../../contract/payments/quotes';
import type { Db } from '../../db/open';
import {
  catalogVariants,
  expenses,
  paymentMethods,
  payments,
  subscriptions,
  vehicles,
} from '../../db/schema';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

const IN_FLIGHT = new Set(['pending', 'processing']);
export const PENDING_REASON = 'The plan is waiting for its first payment.';
export const FAILED_REASON = 'Payment did not go through.';

/** The earliest renewal of a subscribed plan, with the card surcharge a card adds to it. */
export async function nextChargeOf(
  db: Db,
  customerId: string,
  surchargeRate: number,
): Promise<NextCharge | null> {
  const [row] = await db
    .select({
      endDate: subscriptions.endDate,
      // What the renewal will charge: the vehicle's amount, which an edit may have changed.
      amountCents: sql<number>`coalesce(nullif(${vehicles.chargedAmountCents}, 0), ${subscriptions.amountCents})`,
      vehicleName: catalogVariants.name,
      kind: paymentMethods.kind,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
    })
    .from(subscriptions)
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, subscriptions.paymentMethodId))
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        eq(subscriptions.status, SUBSCRIPTION_STATUS.SUBSCRIBED),
        eq(vehicles.isDeleted, false),
        sql`${subscriptions.endDate} is not null`,
      ),
    )
    .orderBy(asc(subscriptions.endDate))
    .limit(1);
  if (!row?.endDate) return null;
  const amountCents = Number(row.amountCents);
  const surcharge = row.kind === 'card' ? surchargeCents(amountCents, surchargeRate) : 0;
  return {
    date: row.endDate.toISOString(),
    amount: toDollars(amountCents + surcharge),
    vehicleName: row.vehicleName,
    method: row.kind ? { kind: row.kind, brand: row.brand ?? '', last4: row.last4 ?? '' } : null,
  };
}

/**
 * Plans that need the customer, oldest vehicle first: a vehicle not subscribed whose last payment
 * failed or that was never paid (a payment still in flight needs nothing), and a subscribed plan
 * whose renewal failed.
 */
export async function paymentAlerts(db: Db, customerId: string): Promise<PaymentAlert[]> {
  const rows = await db
    .select({
      id: vehicles.id,
      name: catalogVariants.name,
      subscribeStatus: vehicles.subscribeStatus,
    })
    .from(vehicles)
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(
      and(
        eq(vehicles.customerId, customerId),
        eq(vehicles.isDeleted, false),
        eq(vehicles.isActive, true),
        ne(vehicles.subscribeStatus, SUBSCRIPTION_STATUS.UNSUBSCRIBED),
      ),
    )
    .orderBy(asc(vehicles.createdOn));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [history, renewals] = await Promise.all([
    db
      .select({
        vehicleId: payments.vehicleId,
        status: payments.status,
        failureMessage: payments.failureMessage,
      })
      .from(payments)
      .where(and(eq(payments.customerId, customerId), inArray(payments.vehicleId, ids)))
      .orderBy(desc(payments.createdOn)),
    db
      .select({ vehicleId: subscriptions.vehicleId, lastFailure: subscriptions.lastFailure })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.customerId, customerId),
          eq(subscriptions.status, SUBSCRIPTION_STATUS.SUBSCRIBED),
          ne(subscriptions.lastFailure, ''),
        ),
      ),
  ]);
  const latest = new Map<string, (typeof history)[number]>();
  for (const payment of history) {
    if (!latest.has(payment.vehicleId)) latest.set(payment.vehicleId, payment);
  }
  const renewalFailure = new Map(renewals.map((r) => [r.vehicleId, r.lastFailure]));

  const alerts: PaymentAlert[] = [];
  for (const vehicle of rows) {
    const base = { vehicleId: vehicle.id, vehicleName: vehicle.name };
    if (vehicle.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED) {
      const failure = renewalFailure.get(vehicle.id);
      if (failure) alerts.push({ ...base, kind: 'failed', reason: failure, canRetry: false });
      continue;
    }
    const last = latest.get(vehicle.id);
    if (last && (IN_FLIGHT.has(last.status) || last.status === PAYMENT_SUCCEEDED)) continue;
    alerts.push(
      last
        ? { ...base, kind: 'failed', reason: last.failureMessage || FAILED_REASON, canRetry: true }
        : { ...base, kind: 'pending', reason: PENDING_REASON, canRetry: true },
    );
  }
  return alerts;
}

/** Claims filed (any state), for the first-steps card. */
export async function claimCount(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(expenses)
    .where(and(eq(expenses.customerId, customerId), eq(expenses.isDeleted, false)));
  return Number(row?.count ?? 0);
}
