/// <reference lib="webworker" />
import type { PushPayload } from '../../contract/notifications';

/** What the page listens for to open a screen in place (its router keeps any half-typed form). */
export const OPEN_PATH_MESSAGE = 'OPEN_PORTAL_PATH';

const ICON = '/portal/icons/icon-192.png';

/** The payload, if it is one of ours; the worker shows nothing it cannot vouch for. */
export function readPushPayload(data: { json(): unknown } | null): PushPayload | null {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  const text = (key: string) => (typeof p[key] === 'string' ? p[key] : null);
  const [title, body, url, tag] = [text('title'), text('body'), text('url'), text('tag')];
  if (!title || body === null || !url || !tag || !portalPath(url)) return null;
  const action = text('action');
  return { title, body, url, tag, ...(action ? { action } : {}) };
}

/** A path inside the portal, never another site (a push names where a tap goes). */
export function portalPath(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('/portal') || url.startsWith('//')) return null;
  return url;
}

// `actions` is in the Notifications standard and Chromium, not yet in TypeScript's lib.
type ShownOptions = NotificationOptions & { actions?: { action: string; title: string }[] };

export function showPush(sw: ServiceWorkerGlobalScope, payload: PushPayload): Promise<void> {
  const options: ShownOptions = {
    body: payload.body,
    tag: payload.tag,
    icon: ICON,
    badge: ICON,
    data: { url: payload.url },
    ...(payload.action ? { actions: [{ action: 'open', title: payload.action }] } : {}),
  };
  return sw.registration.showNotification(payload.title, options);
}

/**
 * A tap opens the screen the notification is about: in a portal tab already open (focused, and
 * told to go there through its router), else in a new window.
 */
export async function openFromNotification(sw: ServiceWorkerGlobalScope, url: unknown) {
  const path = portalPath(url) ?? '/portal/';
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const portal = windows.find((client) => new URL(client.url).pathname.startsWith('/portal'));
  if (portal) {
    portal.postMessage({ type: OPEN_PATH_MESSAGE, path });
    // Focusing needs the tap's own activation; without it the screen still opens in that tab.
    await portal.focus().catch(() => undefined);
    return;
  }
  await sw.clients.openWindow(path);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Receipts that have waited on this phone for over a day: only the phone knows, so it tells the
 * driver itself, after a background send left them waiting, if the driver keeps that kind on.
 */
export async function tellOfWaitingReceipts(
  sw: ServiceWorkerGlobalScope,
  oldestWaiting: number | null,
  now = Date.now(),
): Promise<void> {
  if (oldestWaiting === null || now - oldestWaiting < DAY_MS) return;
  if (Notification.permission !== 'granted') return;
  const response = await fetch('/api/customer/notifications', { credentials: 'same-origin' });
  if (!response.ok) return;
  const settings = (await response.json()) as {
    data?: { kinds?: { kind: string; enabled: boolean }[] };
  };
  const kind = settings.data?.kinds?.find((k) => k.kind === 'receiptsWaiting');
  if (!kind?.enabled) return;
  await showPush(sw, {
    title: 'Receipts waiting to be sent',
    body: 'Some receipts have waited on this phone for over a day. Open CarGo to send them.',
    url: '/portal/expense/logs',
    tag: 'receipts-waiting',
  });
}
