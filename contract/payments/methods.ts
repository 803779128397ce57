import { z } from 'zod/mini';
import { id } from '../common';
import { refuseCardNumbers } from './card-number-scan';

/* ------------------------------------------------------------------------------------------------
 * A saved payment method of either kind: the kinds, the provider's handle, and the requests that
 * name a saved method by its id.
 * ---------------------------------------------------------------------------------------------- */

export const PAYMENT_METHOD_KINDS = ['card', 'bank'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** The provider's payment-method id (pm_…): the only handle on a card or account we keep. */
export const paymentMethodId = z
  .string({ error: 'Payment method is required' })
  .check(z.trim(), z.regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'Not a valid payment method'));

/** PUT /api/customer/card/default, POST /api/user/bank/default. */
export const defaultRequest = refuseCardNumbers(z.object({ id }));

/**
 * POST /api/customer/payment/retry ('Fix payment' on the dashboard and the payments log): charge
 * a vehicle whose plan is pending or whose payment failed, with methodId (a saved card or bank)
 * or else the default card, then the default bank. Honours Idempotency-Key. Answers paymentResult.
 */
export const paymentRetryRequest = refuseCardNumbers(
  z.object({ vehicleId: id, methodId: z.optional(id) }),
);
