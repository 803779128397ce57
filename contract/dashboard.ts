import { z } from 'zod/mini';
import { PAYMENT_METHOD_KINDS } from './payments/methods';

/** A saved card or bank as the account overview names it: 'Visa •••• 4242'. */
export const chargeMethod = z.object({
  kind: z.enum(PAYMENT_METHOD_KINDS),
  brand: z.string(),
  last4: z.string(),
});

/** The next renewal: when, how much (with the card surcharge), for which vehicle, with what. */
export const nextCharge = z.object({
  date: z.string(),
  amount: z.number(),
  vehicleName: z.string(),
  method: z.nullable(chargeMethod),
});
export type NextCharge = z.infer<typeof nextCharge>;

/**
 * A plan that needs the customer: its payment failed, or it is pending (saved, never paid).
 * canRetry: 'Fix payment' can charge it now (POST /api/customer/payment/retry); a subscribed
 * plan whose renewal failed is fixed by changing the default card or bank instead.
 */
export const ALERT_KINDS = ['failed', 'pending'] as const;
export const paymentAlert = z.object({
  vehicleId: z.string(),
  vehicleName: z.string(),
  kind: z.enum(ALERT_KINDS),
  reason: z.string(),
  canRetry: z.boolean(),
});
export type PaymentAlert = z.infer<typeof paymentAlert>;

/** SPEC §3 Dashboard, then the account overview's extra figures; amounts are dollars. */
export const dashboard = z.object({
  totalVehicle: z.number().check(z.int()),
  totalAmountofSubscription: z.number(),
  totalPendingSubscription: z.number().check(z.int()),
  totalCreditAmount: z.number(),
  totalExpensiveAmount: z.number(),
  /** Expense claims filed, for the first-steps card. */
  claimCount: z.number().check(z.int()),
  nextCharge: z.nullable(nextCharge),
  alerts: z.array(paymentAlert),
});
export type Dashboard = z.infer<typeof dashboard>;
