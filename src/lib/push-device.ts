import type { NotificationSettings, PushSubscriptionRequest } from '../../contract/notifications';
import { isInstalled, isIOS } from './device';
import { answerWithin } from './answer-within';
import { api } from './api';

/**
 * What this browser can do about push: everything; nothing until the portal is opened from the
 * Home Screen (an iPhone or iPad shows Safari's push only to Home Screen web apps); or nothing at
 * all (an old browser, or a private window that hides the Push API).
 */
// The schema (and zod with it) loads only when push is turned on or off: logout, which every
// page offers, must not bring zod into the first load.
const settingsSchema = () =>
  import('../../contract/notifications').then((m) => m.notificationSettings);

export type PushSupport = 'supported' | 'needs-home-screen' | 'unsupported';

export function pushSupport(): PushSupport {
  const hasApis =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window;
  if (hasApis) return 'supported';
  if (isIOS() && !isInstalled()) return 'needs-home-screen';
  return 'unsupported';
}

/** The browser's push subscription of this portal, if this device has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/**
 * A browser whose push service cannot be reached may never answer a subscribe (Chromium without
 * Google's service does not): after this long the card says it could not, and email goes on.
 */
const SUBSCRIBE_LIMIT_MS = 15_000;

export type TurnOnOutcome =
  { ok: true; settings: NotificationSettings } | { ok: false; why: 'denied' };

/**
 * Asks the browser (only after the driver's tap: a prompt on load is refused by browsers and
 * resented by people), subscribes with the server's key and hands the subscription over.
 */
export async function turnOnPush(publicKey: string): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, why: 'denied' };
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await answerWithin(
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }),
      SUBSCRIBE_LIMIT_MS,
      'push subscribe',
      // The server never heard of it, so the device must not think it is on either.
      (late) => void late.unsubscribe(),
    ));
  const body = subscription.toJSON() as PushSubscriptionRequest;
  const settings = await api.post('/api/customer/push-subscriptions', body, settingsSchema());
  return { ok: true, settings };
}

/** This device stops getting the customer's notifications (the profile's switch, or logout). */
export async function turnOffPush(): Promise<NotificationSettings | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const settings = await api.del('/api/customer/push-subscriptions', settingsSchema(), {
    body: { endpoint: subscription.endpoint },
    toastError: false,
  });
  await subscription.unsubscribe();
  return settings;
}
