import { and, eq, inArray } from 'drizzle-orm';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscriptions';
import type { Db } from '../../db/open';
import { fuelCards, payments, subscriptions, vehicles } from '../../db/schema';
import { HttpError } from '../../http';
import type { ChargeResult } from '../payments/provider';
import { isRenewalKey } from './period';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const OPEN_STATUSES = ['pending', 'processing'];

/**
 * Records what the provider said about a payment and moves the subscription and vehicle with it:
 * - a first payment that succeeds subscribes (status 2, dates for its monthly period) and makes
 *   the vehicle Active (2) at that monthly amount;
 * - a renewal that succeeds extends the subscription to the end of its period;
 * - a failure subscribes nothing and is kept on the subscription as lastFailure.
 * Only an open payment (pending or processing) changes, so a repeated webhook, a second job
 * process or a late settle can never apply an outcome twice.
 */
export async function applyChargeResult(
  db: Db,
  paymentId: string,
  result: ChargeResult,
  now: Date = new Date(),
): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({
        status: result.status,
        providerRef: result.providerRef,
        failureMessage: result.status === 'failed' ? result.failureMessage : '',
        settlesOn: result.status === 'processing' ? (result.settlesOn ?? null) : null,
        updatedOn: now,
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN_STATUSES)))
      .returning();
    if (!payment || !payment.subscriptionId) return payment ?? null;
    if (result.status === 'processing') return payment;

    const subscriptionId = payment.subscriptionId;
    if (result.status === 'failed') {
      await tx
        .update(subscriptions)
        .set({ lastFailure: result.failureMessage, updatedOn: now })
        .where(eq(subscriptions.id, subscriptionId));
      return payment;
    }

    if (isRenewalKey(payment.idempotencyKey)) {
      // A subscription cancelled while its renewal settled stays cancelled.
      await tx
        .update(subscriptions)
        .set({
          endDate: payment.periodEnd,
          amountCents: payment.baseAmountCents,
          lastFailure: '',
          updatedOn: now,
        })
        .where(
          and(
            eq(subscriptions.id, subscriptionId),
            eq(subscriptions.status, SUBSCRIPTION_STATUS.SUBSCRIBED),
          ),
        );
    } else {
      await tx
        .update(subscriptions)
        .set({
          status: SUBSCRIPTION_STATUS.SUBSCRIBED,
          isSubscribed: true,
          startDate: payment.periodStart,
          endDate: payment.periodEnd,
          amountCents: payment.baseAmountCents,
          paymentMethodId: payment.paymentMethodId,
          lastFailure: '',
          cancelledOn: null,
          updatedOn: now,
        })
        .where(eq(subscriptions.id, subscriptionId));
    }
    await tx
      .update(vehicles)
      .set({
        subscribeStatus: SUBSCRIPTION_STATUS.SUBSCRIBED,
        chargedAmountCents: payment.baseAmountCents,
        updatedOn: now,
      })
      .where(eq(vehicles.id, payment.vehicleId));
    return payment;
  });
}

/**
 * Cancels a subscribed plan (SPEC §1, §4): UNSUBSCRIBED (3), the vehicle InActive (3) and its fuel
 * card cancelled. Another customer's subscription is simply not found.
 */
export async function cancelSubscription(
  db: Db,
  customerId: string,
  subscriptionId: string,
  now: Date = new Date(),
): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.customerId, customerId)))
      .for('update');
    if (!row) throw new HttpError(404, 'Subscription not found');
    if (row.status !== SUBSCRIPTION_STATUS.SUBSCRIBED || !row.isSubscribed) {
      throw new HttpError(409, 'Only a subscribed plan can be cancelled');
    }
    const [cancelled] = await tx
      .update(subscriptions)
      .set({
        status: SUBSCRIPTION_STATUS.UNSUBSCRIBED,
        isSubscribed: false,
        cancelledOn: now,
        updatedOn: now,
      })
      .where(eq(subscriptions.id, subscriptionId))
      .returning();
    await tx
      .update(vehicles)
      .set({ subscribeStatus: SUBSCRIPTION_STATUS.UNSUBSCRIBED, updatedOn: now })
      .where(and(eq(vehicles.id, row.vehicleId), eq(vehicles.customerId, customerId)));
    await tx
      .update(fuelCards)
      .set({ isActive: false })
      .where(and(eq(fuelCards.vehicleId, row.vehicleId), eq(fuelCards.customerId, customerId)));
    if (!cancelled) throw new Error('subscription vanished inside its transaction');
    return cancelled;
  });
}
