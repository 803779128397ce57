import { paymentResult, type PaymentResult } from '../../contract/payments/answers';
import { api } from '../lib/api';

/**
 * 'Fix payment' and 'Retry': charges a pending or failed plan again with the default method (or
 * methodId). The caller keeps one key per attempt, so a double tap or a resend after a dropped
 * answer is the same request to the server and charges at most once. One message either way:
 * the server's, as a toast.
 */
export const retryPayment = (
  vehicleId: string,
  idempotencyKey: string,
  methodId?: string,
): Promise<PaymentResult> =>
  api.post(
    '/api/customer/payment/retry',
    methodId ? { vehicleId, methodId } : { vehicleId },
    paymentResult,
    { headers: { 'Idempotency-Key': idempotencyKey }, toastSuccess: true },
  );
