import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { fuelCards, subscriptions, vehicles } from '../../db/schema';
import { HttpError } from '../../http';
import { CANCEL_WHILE_PAYING, hasPaymentInFlight } from '../payments/in-flight';
import type { PaymentProvider } from '../payments/provider';
import { settleDue } from '../payments/settle-due';
import type { SubscriptionRow } from './lifecycle';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

/**
 * Cancels a subscribed plan (SPEC §1, §4): UNSUBSCRIBED (3), the vehicle InActive (3) and its fuel
 * card cancelled. Another customer's subscription is simply not found. While a charge for the
 * plan is in flight the cancel is refused (409): the money's answer decides the period, and a
 * cancel now would either charge for nothing or be undone by the settling renewal. A debit past
 * its settle time is settled first, so it never blocks.
 */
export async function cancelSubscription(
  db: Db,
  customerId: string,
  subscriptionId: string,
  options: { provider?: PaymentProvider; now?: Date } = {},
): Promise<SubscriptionRow> {
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
    if (await hasPaymentInFlight(tx, { subscriptionId })) {
      throw new HttpError(409, CANCEL_WHILE_PAYING);
    }
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
    return cancelled;
  });
}
