import { z } from 'zod/mini';
import { vehicleLabel } from '../vehicle-label';
import { PAYMENT_METHOD_KINDS } from './methods';
import { paymentRefund } from './refunds';

/* ------------------------------------------------------------------------------------------------
 * What the payment routes answer: a payment's result and the payments log.
 * ---------------------------------------------------------------------------------------------- */

/** 'succeeded' is success (SPEC §4); 'processing' while a direct debit settles. */
export const PAYMENT_SUCCEEDED = 'succeeded';
export const PAYMENT_PROCESSING = 'processing';

/** One row of POST /api/customer/payments/logs; amounts in dollars. */
export const paymentLog = z.object({
  id: z.string(),
  vehicleId: z.string(),
  amount: z.number(),
  baseAmount: z.number(),
  surcharge: z.number(),
  status: z.string(),
  createdOn: z.string(),
  invoiceUrl: z.string(),
  invoiceNumber: z.string(),
  vehicleMasterDetails: vehicleLabel,
  totalCount: z.number().check(z.int()),
  method: z.enum(PAYMENT_METHOD_KINDS),
  last4: z.string(),
  failureMessage: z.string(),
  /** Paid back (or owing) because its plan or vehicle ended while it was on its way; else null. */
  refund: z.nullable(paymentRefund),
});
export type PaymentLog = z.infer<typeof paymentLog>;
export const paymentLogs = z.array(paymentLog);

/** The receipt page a payment's invoiceUrl points at. */
export const receiptPath = (paymentId: string): string => `/portal/payment/${paymentId}/receipt`;

/** What a pay call answers: the payment it made and where it stands. */
export const paymentResult = z.object({
  paymentId: z.string(),
  subscriptionId: z.string(),
  status: z.string(),
  amount: z.number(),
  baseAmount: z.number(),
  surcharge: z.number(),
  invoiceUrl: z.string(),
  /** When the plan this payment started or renewed charges next (ISO), for the success sheet. */
  nextChargeOn: z.nullable(z.string()),
});
export type PaymentResult = z.infer<typeof paymentResult>;
