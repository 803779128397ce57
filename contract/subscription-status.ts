/**
 * SPEC §4 status indices, one set for a subscription row's `status` and a vehicle's
 * `subscribeStatus`: a vehicle's state only ever follows its subscription, so they share names.
 * 1 is unused by SPEC.
 */
export const SUBSCRIPTION_STATUS = { PENDING: 0, SUBSCRIBED: 2, UNSUBSCRIBED: 3 } as const;

/** The words SPEC §4 shows for those states. */
export type SubscriptionLabel = keyof typeof SUBSCRIPTION_STATUS;

/** SPEC §4: isSubscribed + 2 → SUBSCRIBED, not subscribed + 3 → UNSUBSCRIBED, + 0 → PENDING. */
export function subscriptionLabel(isSubscribed: boolean, status: number): SubscriptionLabel {
  if (isSubscribed && status === SUBSCRIPTION_STATUS.SUBSCRIBED) return 'SUBSCRIBED';
  if (!isSubscribed && status === SUBSCRIPTION_STATUS.UNSUBSCRIBED) return 'UNSUBSCRIBED';
  return 'PENDING';
}

/** A vehicle's state in SPEC §4's words, for the operator's listings. */
export const vehicleStatusLabel = (subscribeStatus: number): SubscriptionLabel | null =>
  (Object.keys(SUBSCRIPTION_STATUS) as SubscriptionLabel[]).find(
    (label) => SUBSCRIPTION_STATUS[label] === subscribeStatus,
  ) ?? null;
