import { z } from 'zod';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { asHttpError } from '../domain/payments/errors';
import { handleProviderEvent } from '../domain/payments/settle';
import { ok } from '../http';

/**
 * POST /api/stripe/webhook: Stripe's word on payments (BECS debits settle here). Public, because
 * Stripe has no session, but every event's signature is checked against the raw body, and each
 * event is applied once however often it is delivered.
 */
export default async function stripeWebhookRoutes(app: App): Promise<void> {
  // The signature covers the exact bytes Stripe sent: keep them, in this plugin only.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/stripe/webhook',
    {
      config: { public: true },
      // Stripe's events are larger than the portal's forms.
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['payments'],
        response: { 200: envelope(z.object({ outcome: z.string() })) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = app.payments.parseWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        throw asHttpError(error);
      }
      const outcome = await handleProviderEvent(app.db, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return ok({ outcome }, 'Received');
    },
  );
}
