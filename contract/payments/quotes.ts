import { z } from 'zod/mini';
import { id } from '../common';
import { refuseCardNumbers } from './card-number-scan';
import { PAYMENT_METHOD_KINDS } from './methods';
import { PROVIDERS } from './provider';

/* ------------------------------------------------------------------------------------------------
 * What a payment costs: the quote before paying, its surcharge and its GST share.
 * ---------------------------------------------------------------------------------------------- */

/** Prices in Australia include GST at 10%: the GST share of an amount is 1/11 of it. */
export const gstIncluded = (amountCents: number): number => Math.round(amountCents / 11);

/** Surcharge on a card payment (its own line), rounded to the cent. */
export const surchargeCents = (baseCents: number, rate: number): number =>
  Math.round(baseCents * rate);

/** POST /api/create/payment/intent: the amount to pay for a vehicle by a method, as an intent. */
export const paymentIntentRequest = refuseCardNumbers(
  z.object({
    vehicleId: id,
    method: z._default(z.enum(PAYMENT_METHOD_KINDS), 'card'),
  }),
);

export const paymentIntentResponse = z.object({
  id: z.string(),
  /** Always empty: a quote creates nothing at the provider (payments are made server-side). */
  clientSecret: z.string(),
  provider: z.enum(PROVIDERS),
  method: z.enum(PAYMENT_METHOD_KINDS),
  currency: z.literal('aud'),
  amount: z.number(),
  baseAmount: z.number(),
  surcharge: z.number(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;
