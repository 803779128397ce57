import { envelope } from '../../contract/envelope';
import { tokenKeyParams, tokenKeyResponse } from '../../contract/payments/provider';
import { paymentIntentRequest, paymentIntentResponse } from '../../contract/payments/quotes';
import type { App } from '../app-types';
import { viaProvider } from '../domain/payments/errors';
import { createVehicleIntent } from '../domain/payments/intent';
import { paymentContext, stripeConfigured } from '../domain/payments/select-provider';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';
import bankRoutes from './banks';
import cardRoutes from './cards';
import logRoutes from './logs';
import stripeWebhookRoutes from './stripe-webhook';

/** Payments (DESIGN §4): provider key, payment intents, cards, banks, logs and Stripe's webhook. */
export default async function paymentRoutes(app: App): Promise<void> {
  app.get(
    '/api/:provider/token/key',
    {
      schema: {
        tags: ['payments'],
        description: 'Which payment provider is live and its public key (either path answers).',
        params: tokenKeyParams,
        response: { 200: envelope(tokenKeyResponse) },
      },
    },
    async (request) => {
      requireCustomer(request);
      const provider = app.payments;
      return ok(
        {
          provider: provider.name,
          publishableKey: provider.publishableKey,
          surchargeRate: app.config.cardSurchargeRate,
          supportEmail: app.config.supportEmail,
        },
        'Payment provider key',
      );
    },
  );

  app.post(
    '/api/create/payment/intent',
    {
      schema: {
        tags: ['payments'],
        body: paymentIntentRequest,
        response: { 200: envelope(paymentIntentResponse) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const intent = await viaProvider(() =>
        createVehicleIntent(
          paymentContext(app),
          customer.id,
          request.body.vehicleId,
          request.body.method,
        ),
      );
      return ok(intent, 'Payment intent created');
    },
  );

  await app.register(cardRoutes);
  await app.register(bankRoutes);
  await app.register(logRoutes);
  if (stripeConfigured(app.config)) await app.register(stripeWebhookRoutes);
}
