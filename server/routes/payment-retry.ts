import { envelope } from '../../contract/envelope';
import { paymentResult } from '../../contract/payments/answers';
import { paymentRetryRequest } from '../../contract/payments/methods';
import type { App } from '../app-types';
import { idempotencyKeyOf } from '../domain/expenses/request-guards';
import { viaProvider } from '../domain/payments/errors';
import { paymentOutcome } from '../domain/payments/outcome';
import { retryVehiclePayment } from '../domain/payments/retry';
import { paymentContext } from '../domain/payments/select-provider';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';

/** 'Fix payment': a pending or failed plan charged again (server/domain/payments/retry.ts). */
export default async function paymentRetryRoutes(app: App): Promise<void> {
  app.post(
    '/api/customer/payment/retry',
    {
      schema: {
        tags: ['payments'],
        description:
          'Charge a pending or failed plan again with methodId or the default method. Honours Idempotency-Key: a repeat answers the first attempt.',
        body: paymentRetryRequest,
        response: { 200: envelope(paymentResult) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const idempotencyKey = idempotencyKeyOf(request.headers);
      const started = await viaProvider(() =>
        retryVehiclePayment(paymentContext(app), customer.id, request.body.vehicleId, {
          methodId: request.body.methodId,
          idempotencyKey,
        }),
      );
      const { data, message } = paymentOutcome(started);
      return ok(data, message);
    },
  );
}
