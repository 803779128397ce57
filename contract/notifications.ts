import { z } from 'zod/mini';

/**
 * What the portal tells a driver without being opened. `receiptsWaiting` is the device's own
 * news (only the phone knows what its outbox holds); the server sends every other kind.
 */
export const NOTIFICATION_KINDS = [
  'claimUpdates',
  'paymentFailed',
  'debitSettled',
  'comingUp',
  'logbookEnding',
  'receiptsWaiting',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKind = z.enum(NOTIFICATION_KINDS);

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  claimUpdates: 'A claim is approved, paid or rejected',
  paymentFailed: 'A payment did not go through',
  debitSettled: 'A direct debit went through',
  comingUp: 'Registration, a service or tyres are coming up',
  logbookEnding: 'A 12-week logbook period is about to end',
  receiptsWaiting: 'Receipts have waited on this phone for over a day',
};

/** One kind's setting: on (by push where this customer has a device, else by email) or off. */
export const notificationPreference = z.object({
  kind: notificationKind,
  label: z.string(),
  enabled: z.boolean(),
});

/** GET /api/customer/notifications */
export const notificationSettings = z.object({
  /** The server's VAPID public key (base64url), or null when this server sends no push. */
  publicKey: z.nullable(z.string()),
  /** How many devices of this customer receive push notifications. */
  devices: z.number().check(z.int(), z.nonnegative()),
  kinds: z.array(notificationPreference),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** PUT /api/customer/notifications: the kinds whose setting changes. */
export const notificationPreferencesUpdate = z.strictObject({
  kinds: z.partialRecord(notificationKind, z.boolean()),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdate>;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const pushKey = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.minLength(8, `${label} is too short`),
      z.maxLength(max, `${label} is too long`),
      z.regex(BASE64URL, `${label} must be base64url`),
    );

/**
 * POST /api/customer/push-subscriptions: what `PushSubscription.toJSON()` gives. The endpoint is
 * the browser vendor's push service; only https is accepted outside loopback (tests run a local
 * stand-in on plain http).
 */
export const pushSubscriptionRequest = z.object({
  endpoint: z.string({ error: 'Endpoint is required' }).check(
    z.maxLength(2048, 'Endpoint is too long'),
    z.url('Endpoint must be a URL'),
    z.refine(
      (v) => v.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(v),
      'Endpoint must be an https URL',
    ),
  ),
  keys: z.object({
    p256dh: pushKey('The p256dh key', 200),
    auth: pushKey('The auth secret', 64),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** DELETE /api/customer/push-subscriptions: this device stops receiving push. */
export const pushUnsubscribeRequest = z.object({
  endpoint: pushSubscriptionRequest.shape.endpoint,
});

/**
 * What a push message carries, and all it carries: the words on the notification and the portal
 * screen a tap opens. Nothing else about the customer travels through the push service.
 */
export const pushPayload = z.object({
  title: z.string().check(z.maxLength(80)),
  body: z.string().check(z.maxLength(200)),
  /** A portal path ('/portal/…'); the service worker opens nothing else. */
  url: z.string().check(z.startsWith('/portal')),
  tag: z.string().check(z.maxLength(120)),
  /** A button beside the notification (e.g. 'Fix payment'), opening the same url. */
  action: z.optional(z.string().check(z.maxLength(40))),
});
export type PushPayload = z.infer<typeof pushPayload>;
