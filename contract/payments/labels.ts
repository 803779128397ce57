import { PAYMENT_PROCESSING, PAYMENT_SUCCEEDED } from './answers';
import type { PaymentMethodKind } from './methods';

/* ------------------------------------------------------------------------------------------------
 * How a saved method and a payment's state are written for the customer.
 * ---------------------------------------------------------------------------------------------- */

/** MM/YY, as the saved card shows its expiry. */
export const formatExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** XXXX XXXX XXXX 4242: only the last 4 digits are ever known. */
export const maskCardNumber = (last4: string): string => `XXXX XXXX XXXX ${last4}`;
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
  diners: 'Diners',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa •••• 4242', 'Bank account •••• 3456': a saved method named in a sentence or a button. */
export function methodLabel(method: { kind: PaymentMethodKind; brand: string; last4: string }) {
  if (method.kind === 'bank') return `Bank account •••• ${method.last4}`;
  const brand = BRAND_NAMES[method.brand.toLowerCase()] ?? (method.brand || 'Card');
  return `${brand} •••• ${method.last4}`;
}

export type PaymentBadge = 'SUCCESS' | 'FAILURE' | 'PROCESSING';
export const paymentBadge = (status: string): PaymentBadge =>
  status === PAYMENT_SUCCEEDED
    ? 'SUCCESS'
    : status === PAYMENT_PROCESSING || status === 'pending'
      ? 'PROCESSING'
      : 'FAILURE';
