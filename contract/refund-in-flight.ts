import { groupDigits } from './locale';

/** Cents as the portal writes money: 123456 → '$1,234.56'. */
const centsText = (cents: number): string =>
  `$${groupDigits(Math.trunc(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;

/**
 * What cancelling a plan, or deleting a vehicle, does to a payment still being processed (a direct
 * debit takes days): the cancel goes ahead now, and the money is paid back if it arrives. The
 * confirmation says it before, and the answer after.
 */
export const refundInFlightText = (cents: number, what: 'plan' | 'vehicle'): string =>
  `A payment of ${centsText(cents)} for this ${what} is still being processed. If it goes through, it will be refunded to you in full; if it does not, nothing is taken.`;
