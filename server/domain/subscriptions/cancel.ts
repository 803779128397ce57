import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { fuelCards, subscriptions, vehicles } from '../../db/schema';
import { HttpError } from '../../http';
import { refundWhenSettled } from '../payments/in-flight';
import type { PaymentProvider } from '../payments/provider';
import { settleDue } from '../payments/settle-due';
import type { SubscriptionRow } from './lifecycle';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

export type Cancelled = {
  plan: SubscriptionRow;
  /** Cents still on their way for the plan, refunded if they go through; 0 when none. */
  refundOnSettleCents: number;
};

/**
 * Cancels a subscribed plan (SPEC §1, §4), whenever the customer asks: UNSUBSCRIBED (3) now, the
 * vehicle InActive (3) and its fuel card cancelled. Another customer's subscription is simply not
 * found. A charge for the plan still in flight (a renewal debit takes days) does not hold the
 * customer: it is marked, and refunded in full if it goes through (lifecycle.ts). A debit past its
 * settle time is settled first, so its answer is known: a renewal that went through paid for the
 * period before the cancel, one that bounced took nothing.
 */
export async function cancelSubscription(
  db: Db,
  customerId: string,
  subscriptionId: string,
  options: { provider?: PaymentProvider; now?: Date } = {},
): Promise<Cancelled> {
  const now = options.now ?? new Date();
  if (options.provider) await settleDue(db, options.provider, { subscriptionId, now });
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
    const refundOnSettleCents = await refundWhenSettled(tx, { customerId, subscriptionId });
    const [cancelled] = await tx
      .update(subscriptions)
      .set({
        status: SUBSCRIPTION_STATUS.UNSUBSCRIBED,
        isSubscribed: false,
        cancelledOn: now,
        updatedOn: now,
      })
      .where(
        and(
          eq(subscriptions.id, subscriptionId),
          eq(subscriptions.status, SUBSCRIPTION_STATUS.SUBSCRIBED),
        ),
      )
      .returning();
    if (!cancelled) throw new HttpError(409, 'Only a subscribed plan can be cancelled');
    await tx
      .update(vehicles)
      .set({ subscribeStatus: SUBSCRIPTION_STATUS.UNSUBSCRIBED, updatedOn: now })
      .where(and(eq(vehicles.id, row.vehicleId), eq(vehicles.customerId, customerId)));
    await tx
      .update(fuelCards)
      .set({ isActive: false })
      .where(and(eq(fuelCards.vehicleId, row.vehicleId), eq(fuelCards.customerId, customerId)));
    return { plan: cancelled, refundOnSettleCents };
  });
}
