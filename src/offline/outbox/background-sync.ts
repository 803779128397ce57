import { OUTBOX_SYNC_TAG } from './types';

/** Asks the browser to wake the service worker for us when connectivity returns. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (
      registration as ServiceWorkerRegistration & {
        sync?: { register(tag: string): Promise<void> };
      }
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or no service worker yet: the page triggers suffice.
  }
}
