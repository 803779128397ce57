import { toDollars } from '../../../contract/common';
import { receiptPath, type PaymentResult } from '../../../contract/payments/answers';
import { HttpError } from '../../http';
import type { StartedPayment } from './pay';

export const PAID_MESSAGE = 'Payment has been made successfully.';
export const PROCESSING_MESSAGE =
  'Your direct debit has been submitted. The plan starts as soon as the bank confirms it.';

/**
 * What a pay call answers. A decline is a refusal (422) carrying the provider's words; the
 * FAILURE payment is already recorded by then, so the payments log shows it too.
 */
export function paymentOutcome(started: StartedPayment): { data: PaymentResult; message: string } {
  const { payment, result } = started;
  if (result.status === 'failed') {
    throw new HttpError(422, result.failureMessage || 'Payment did not go through.');
  }
  return {
    data: {
      paymentId: payment.id,
      subscriptionId: payment.subscriptionId ?? '',
      status: result.status,
      amount: toDollars(payment.amountCents),
      baseAmount: toDollars(payment.baseAmountCents),
      surcharge: toDollars(payment.surchargeCents),
      invoiceUrl: receiptPath(payment.id),
      nextChargeOn: payment.periodEnd?.toISOString() ?? null,
    },
    message: result.status === 'succeeded' ? PAID_MESSAGE : PROCESSING_MESSAGE,
  };
}
