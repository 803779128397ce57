import { idParams, toDollars } from '../../contract/common';
import { envelope, pagingRequest } from '../../contract/envelope';
import { paymentLogs as paymentLogsSchema } from '../../contract/payments/answers';
import {
  cancelSubscriptionResponse,
  subscriptionLogs as subscriptionLogsSchema,
} from '../../contract/subscriptions';
import { refundInFlightText } from '../../contract/refund-in-flight';
import type { App } from '../app-types';
import { paymentLogs } from '../domain/payments/logs';
import { cancelSubscription } from '../domain/subscriptions/cancel';
import { subscriptionLogs } from '../domain/subscriptions/logs';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';
import { listRoute, orNoRecord } from './list-route';

/** SPEC §7 payments log and subscription logs, and cancelling a subscription. */
export default async function logRoutes(app: App): Promise<void> {
  // Reads change nothing: direct debits are settled by the jobs (woken at their settle time).
  listRoute(app, '/api/customer/payments/logs', {
    tags: ['logs'],
    body: pagingRequest,
    rows: paymentLogsSchema,
    read: (key, body) => paymentLogs(app.keyedReads, key, body),
    message: orNoRecord('Payments'),
  });

  listRoute(app, '/api/customer/subscription/logs', {
    tags: ['logs'],
    body: pagingRequest,
    rows: subscriptionLogsSchema,
    read: (key, body) => subscriptionLogs(app.keyedReads, key, body),
    message: orNoRecord('Subscriptions'),
  });

  app.delete(
    '/api/customer/subscription/log/:id',
    {
      schema: {
        tags: ['logs'],
        params: idParams,
        response: { 200: envelope(cancelSubscriptionResponse) },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const { plan, refundOnSettleCents: cents } = await cancelSubscription(
        app.db,
        customer.id,
        request.params.id,
        { provider: app.payments },
      );
      return ok(
        { id: plan.id, status: plan.status, refundOnSettle: cents > 0 ? toDollars(cents) : null },
        cents > 0
          ? `Subscription cancelled successfully. ${refundInFlightText(cents, 'plan')}`
          : 'Subscription cancelled successfully',
      );
    },
  );
}
