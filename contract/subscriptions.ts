import { z } from 'zod/mini';
import { subscriptionLabel } from './subscription-status';
import { vehicleLabel } from './vehicle-label';

/** Cancel is offered only for subscribed rows. */
export const canCancel = (row: { isSubscribed: boolean; status: number }): boolean =>
  subscriptionLabel(row.isSubscribed, row.status) === 'SUBSCRIBED';

/** SPEC §3 Subscription log record; amount in dollars, dates ISO 8601 (null until subscribed). */
export const subscriptionLog = z.object({
  id: z.string(),
  vehicleId: z.string(),
  isSubscribed: z.boolean(),
  status: z.number().check(z.int()),
  amount: z.number(),
  subscriptionStartDate: z.nullable(z.string()),
  subscriptionEndDate: z.nullable(z.string()),
  totalCount: z.number().check(z.int()),
  vehicleMasterDetails: vehicleLabel,
  /** Why the last charge for this subscription failed; empty when it did not. */
  lastFailure: z.string(),
  /**
   * The monthly amount after an edit changed the price, and the date it applies from (the next
   * renewal); null while the plan runs at `amount`. Absent in rows mirrored before it was sent.
   */
  nextAmount: z.optional(z.nullable(z.number())),
  nextAmountFrom: z.optional(z.nullable(z.string())),
  /**
   * A payment for this plan still being processed, in dollars: a cancel goes ahead, and this is
   * refunded if it goes through. Null when nothing is on its way; absent in older mirrored rows.
   */
  paymentInFlight: z.optional(z.nullable(z.number())),
});
export type SubscriptionLog = z.infer<typeof subscriptionLog>;
export const subscriptionLogs = z.array(subscriptionLog);

export const cancelSubscriptionResponse = z.object({
  id: z.string(),
  status: z.number().check(z.int()),
  /** The payment still on its way that is refunded if it goes through, in dollars; else null. */
  refundOnSettle: z.nullable(z.number()),
});

/** The cancellation popup's text (SPEC §1); {email} is the provider's support contact. */
export const cancellationText = (supportEmail: string): string[] => [
  'If you cancel this subscription, the fuel card for this vehicle is cancelled, outstanding expenses are cleared, any surplus is refunded to you and a negative balance is debited to your card.',
  `For help, contact us at ${supportEmail}.`,
];
