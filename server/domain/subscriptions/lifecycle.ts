import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { payments, refunds, subscriptions, vehicles } from '../../db/schema';
import type { ChargeResult } from '../payments/provider';
import { isRenewalKey } from './period';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const OPEN_STATUSES = ['pending', 'processing'];

export const SETTLED_AFTER_CANCEL =
  'The payment settled after the plan had ended, so it is refunded in full.';

/**
 * Records what the provider said about a payment and moves the subscription and vehicle with it:
 * - a first payment that succeeds subscribes (status 2, dates for its monthly period) and makes
 *   the vehicle Active (2) at that monthly amount;
 * - a renewal that succeeds extends the subscription to the end of its period;
 * - a failure subscribes nothing and is kept on the subscription as lastFailure;
 * - a success for a payment marked to be refunded (its plan cancelled or its vehicle deleted while
 *   it was on its way), or for a plan no longer in the expected state, changes neither plan nor
 *   vehicle and records a refund; a failure is kept only on a plan still in that state.
 * Only an open payment (pending or processing) changes, so a repeated webhook, a second job
 * process or a late settle can never apply an outcome twice.
 * The update that makes a payment 'succeeded' also copies the buyer's details into it for its tax
 * invoice (trigger payments_buyer_snapshot, migration 0010), whoever calls this.
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
    const renewal = isRenewalKey(payment.idempotencyKey);
    // The state the plan must still be in for this payment to start (pending) or extend it.
    const expected = eq(
      subscriptions.status,
      renewal ? SUBSCRIPTION_STATUS.SUBSCRIBED : SUBSCRIPTION_STATUS.PENDING,
    );
    if (result.status === 'failed') {
      // Kept only on a plan the customer still has: one cancelled meanwhile has nothing to fix.
      await tx
        .update(subscriptions)
        .set({ lastFailure: result.failureMessage, updatedOn: now })
        .where(and(eq(subscriptions.id, subscriptionId), expected));
      return payment;
    }

    // The money arrived for a plan the customer ended while it was on its way (the cancel or the
    // delete marked it), or that no longer runs: they are owed it back, and the plan and vehicle
    // stay as they were left.
    const refund = async () => {
      await tx
        .insert(refunds)
        .values({
          id: crypto.randomUUID(),
          paymentId: payment.id,
          customerId: payment.customerId,
          amountCents: payment.amountCents,
          reason: SETTLED_AFTER_CANCEL,
          createdOn: now,
          updatedOn: now,
        })
        .onConflictDoNothing();
      return payment;
    };
    if (payment.refundOnSettle) return refund();

    // A renewal extends a plan still running; a first payment subscribes a plan still pending, of
    // a vehicle still there. The vehicle is locked first for a first payment, as paying and
    // deleting lock it, so a delete that did not wait for this payment is seen here. Each is a
    // guarded update, and the vehicle follows only the row it actually changed.
    if (!renewal) {
      const [vehicle] = await tx
        .select({ isDeleted: vehicles.isDeleted })
        .from(vehicles)
        .where(eq(vehicles.id, payment.vehicleId))
        .for('update');
      if (!vehicle || vehicle.isDeleted) return refund();
    }
    const [plan] = await tx
      .update(subscriptions)
      .set(
        renewal
          ? {
              endDate: payment.periodEnd,
              amountCents: payment.baseAmountCents,
              lastFailure: '',
              updatedOn: now,
            }
          : {
              status: SUBSCRIPTION_STATUS.SUBSCRIBED,
              isSubscribed: true,
              startDate: payment.periodStart,
              endDate: payment.periodEnd,
              amountCents: payment.baseAmountCents,
              paymentMethodId: payment.paymentMethodId,
              cancelledOn: null,
              lastFailure: '',
              updatedOn: now,
            },
      )
      .where(and(eq(subscriptions.id, subscriptionId), expected))
      .returning({ id: subscriptions.id });
    if (!plan) return refund();
    await tx
      .update(vehicles)
      .set({
        subscribeStatus: SUBSCRIPTION_STATUS.SUBSCRIBED,
        chargedAmountCents: payment.baseAmountCents,
        updatedOn: now,
      })
      .where(and(eq(vehicles.id, payment.vehicleId), eq(vehicles.isDeleted, false)));
    return payment;
  });
}
