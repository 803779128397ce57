/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// App shell: every built asset, cached at install, old versions dropped on activate.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every /portal navigation gets the precached index.html, so any portal URL opens offline.
// No route matches /api/*: those requests always go to the network and are never cached.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    allowlist: [/^\/portal(\/|$)/],
    denylist: [/^\/api(\/|$)/],
  }),
);

// A new version waits until the page says the customer agreed (the 'A new version is ready' prompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Once active (after that click, or on first install) it controls open pages straight away.
clientsClaim();

// ---- Expense outbox: Background Sync ---------------------------------------------------------
// The browser wakes the worker when connectivity returns, even with no portal page open; the
// outbox's own lock keeps this from racing a page that is sending at the same moment.
import { sendOutboxFromServiceWorker } from '../offline/outbox/service-worker';
import { OUTBOX_SYNC_TAG } from '../offline/outbox/types';

type SyncEvent = ExtendableEvent & { readonly tag: string };

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  // A rejected promise asks the browser to retry later (it backs off on its own).
  sync.waitUntil(
    sendOutboxFromServiceWorker(self.location.origin, self.fetch.bind(self)).then((result) =>
      tellOfWaitingReceipts(self, result?.oldestWaiting ?? null),
    ),
  );
});
// ---- end of expense outbox section -----------------------------------------------------------

// ---- Receipt reader: its files from its own cache --------------------------------------------
// The rule lives with the reader (features/expenses/receipt-reading/sw-cache.ts).
import {
  answerReaderFile,
  dropOlderReaders,
  isReaderFile,
} from '../features/expenses/receipt-reading/sw-cache';

self.addEventListener('fetch', (event) => {
  if (isReaderFile(event.request.url, self.location.origin)) {
    event.respondWith(answerReaderFile(event.request));
  }
});

self.addEventListener('activate', (event) => event.waitUntil(dropOlderReaders()));
// ---- end of receipt reader section -----------------------------------------------------------
// ---- Notifications: show a push, open its screen on a tap ------------------------------------
import {
  openFromNotification,
  readPushPayload,
  showPush,
  tellOfWaitingReceipts,
} from './notifications';

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data);
  if (payload) event.waitUntil(showPush(self, payload));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openFromNotification(self, data?.url));
});
