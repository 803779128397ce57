import { envelope } from '../../contract/envelope';
import {
  notificationPreferencesUpdate,
  notificationSettings,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '../../contract/notifications';
import type { App } from '../app-types';
import {
  notificationSettingsOf,
  setNotificationPreferences,
} from '../domain/notifications/preferences';
import { dropSubscription, keepSubscription } from '../domain/notifications/subscriptions';
import { HttpError, ok } from '../http';
import { requireCustomer } from '../plugins/session';

const tags = ['notifications'];

/** Every route here answers with the settings as they stand after it. */
const response = { 200: envelope(notificationSettings) };

/** The driver's notification settings and the devices push reaches (issue 30). */
export default async function notificationRoutes(app: App): Promise<void> {
  const settingsAnswer = async (customerId: string, message: string) =>
    ok(await notificationSettingsOf(app.db, customerId, app.push?.publicKey ?? null), message);

  app.get('/api/customer/notifications', { schema: { tags, response } }, async (request) => {
    const customer = requireCustomer(request);
    return settingsAnswer(customer.id, 'Notification settings');
  });

  app.put(
    '/api/customer/notifications',
    { schema: { tags, body: notificationPreferencesUpdate, response } },
    async (request) => {
      const customer = requireCustomer(request);
      await setNotificationPreferences(app.db, customer.id, request.body);
      return settingsAnswer(customer.id, 'Notification settings saved');
    },
  );

  app.post(
    '/api/customer/push-subscriptions',
    {
      schema: {
        tags,
        description: "Keeps this device's push subscription (PushSubscription.toJSON()).",
        body: pushSubscriptionRequest,
        response,
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      if (!app.push) {
        throw new HttpError(409, 'This server sends notifications by email only.');
      }
      await keepSubscription(app.db, customer.id, request.body);
      return settingsAnswer(customer.id, 'Notifications are on for this device');
    },
  );

  app.delete(
    '/api/customer/push-subscriptions',
    { schema: { tags, body: pushUnsubscribeRequest, response } },
    async (request) => {
      const customer = requireCustomer(request);
      await dropSubscription(app.db, customer.id, request.body.endpoint);
      return settingsAnswer(customer.id, 'Notifications are off for this device');
    },
  );
}
