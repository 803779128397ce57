/**
 * One monthly period later, on the same day of the month where it exists and on the month's last
 * day otherwise (31 Jan → 28/29 Feb), in UTC so every server agrees.
 */
export function addMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** Renewals are charged once per period: the key names the subscription and the period. */
export const renewalKey = (subscriptionId: string, periodStart: Date): string =>
  `renewal:${subscriptionId}:${periodStart.toISOString()}`;

export const isRenewalKey = (key: string): boolean => key.startsWith('renewal:');

/** The first payment for a subscription: one key per attempt (the payment row's id). */
export const firstPaymentKey = (paymentId: string): string => `payment:${paymentId}`;
