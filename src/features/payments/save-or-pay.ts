import type { PaymentResult } from '../../../contract/payments/answers';
import { isApiError } from '../../lib/api';

export type MethodFormResult =
  | { kind: 'saved' }
  | { kind: 'paid'; result: PaymentResult }
  | { kind: 'payment-failed'; message: string };

type Steps<P> = {
  /** Present in the vehicle payment flow: save (if asked) and pay; otherwise only save. */
  vehicleId: string | undefined;
  payload: P;
  save: (payload: P) => Promise<unknown>;
  saveAndPay: (payload: P & { vehicleId: string }) => Promise<PaymentResult>;
};

/**
 * The last step of the card and bank forms alike. A refused payment is an outcome the page shows
 * in its popup; a refused save throws, for the form to show under itself.
 */
export async function saveOrPay<P>(steps: Steps<P>): Promise<MethodFormResult> {
  if (!steps.vehicleId) {
    await steps.save(steps.payload);
    return { kind: 'saved' };
  }
  try {
    const result = await steps.saveAndPay({ ...steps.payload, vehicleId: steps.vehicleId });
    return { kind: 'paid', result };
  } catch (error) {
    const message = isApiError(error) ? error.message : 'Payment did not go through.';
    return { kind: 'payment-failed', message };
  }
}
