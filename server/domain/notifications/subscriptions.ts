import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionRequest } from '../../../contract/notifications';
import type { Db } from '../../db/open';
import { pushSubscriptions } from '../../db/schema';

/**
 * Keeps a device's subscription for the signed-in customer. An endpoint names one browser
 * profile: when another customer signs in on the same phone and turns notifications on, the
 * endpoint moves to them, so the first customer's news stops reaching a phone they left.
 */
export async function keepSubscription(
  db: Db,
  customerId: string,
  subscription: PushSubscriptionRequest,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({
      id: randomUUID(),
      customerId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        customerId,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        createdOn: new Date(),
      },
    });
}

/** This device stops receiving the customer's notifications; another customer's is untouched. */
export async function dropSubscription(
  db: Db,
  customerId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)),
    );
}

export type KeptSubscription = { id: string; endpoint: string; p256dh: string; auth: string };

export async function subscriptionsOf(db: Db, customerId: string): Promise<KeptSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));
}

/** The push service said this subscription is gone (404/410): it will never deliver again. */
export async function forgetSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
