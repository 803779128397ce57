import { z } from 'zod';
import { vehicleMasterDetails } from './payments';

/** SPEC §4 subscription status indices (also the vehicle's subscribeStatus). */
export const SUBSCRIPTION_STATUS = { PENDING: 0, SUBSCRIBED: 2, UNSUBSCRIBED: 3 } as const;

export type SubscriptionLabel = 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'PENDING';

/** SPEC §4: isSubscribed + 2 → SUBSCRIBED, not subscribed + 3 → UNSUBSCRIBED, + 0 → PENDING. */
export function subscriptionLabel(isSubscribed: boolean, status: number): SubscriptionLabel {
  if (isSubscribed && status === SUBSCRIPTION_STATUS.SUBSCRIBED) return 'SUBSCRIBED';
  if (!isSubscribed && status === SUBSCRIPTION_STATUS.UNSUBSCRIBED) return 'UNSUBSCRIBED';
  return 'PENDING';
}

/** Cancel is offered only for subscribed rows. */
export const canCancel = (row: { isSubscribed: boolean; status: number }): boolean =>
  subscriptionLabel(row.isSubscribed, row.status) === 'SUBSCRIBED';

/** SPEC §3 Subscription log record; amount in dollars, dates ISO 8601 (null until subscribed). */
export const subscriptionLog = z.object({
  id: z.string(),
  vehicleId: z.string(),
  isSubscribed: z.boolean(),
  status: z.number().int(),
  amount: z.number(),
  subscriptionStartDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  totalCount: z.number().int(),
  vehicleMasterDetails,
  /** Why the last charge for this subscription failed; empty when it did not. */
  lastFailure: z.string(),
  /**
   * The monthly amount after an edit changed the price, and the date it applies from (the next
   * renewal); null while the plan runs at `amount`. Absent in rows mirrored before it was sent.
   */
  nextAmount: z.number().nullable().optional(),
  nextAmountFrom: z.string().nullable().optional(),
});
export type SubscriptionLog = z.infer<typeof subscriptionLog>;
export const subscriptionLogs = z.array(subscriptionLog);

export const cancelSubscriptionResponse = z.object({ id: z.string(), status: z.number().int() });

/** The cancellation popup's text (SPEC §1); {email} is the provider's support contact. */
export const cancellationText = (supportEmail: string): string[] => [
  'If you cancel this subscription, the fuel card for this vehicle is cancelled, outstanding expenses are cleared, any surplus is refunded to you and a negative balance is debited to your card.',
  `For help, contact us at ${supportEmail}.`,
];
