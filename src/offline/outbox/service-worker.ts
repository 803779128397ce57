import Dexie from 'dexie';
import { readCurrentCustomerId } from '../current-customer';
import { CustomerDb, customerDbName } from '../db';
import { browserLocks } from './lock';
import { readUploadUrl } from './upload-url';
import { sendOutbox, type SendResult } from './sender';

/**
 * Background Sync in the service worker: sends the signed-in customer's outbox with the
 * worker's own fetch, through the page's own database class (the worker and the page are built
 * from one source, so they agree on its version). Throws when still offline, which tells the
 * browser to retry the sync later.
 */
export async function sendOutboxFromServiceWorker(
  origin: string,
  fetchFn: typeof fetch,
): Promise<(SendResult & { oldestWaiting: number | null }) | null> {
  const customerId = await readCurrentCustomerId();
  if (!customerId) return null;
  // Never create a database the page did not: nobody to send for.
  if (!(await Dexie.exists(customerDbName(customerId)))) return null;
  const db = new CustomerDb(customerId);
  await db.open();
  try {
    const result = await sendOutbox({
      db,
      fetch: (input, init) => fetchFn(input, init),
      apiBase: origin,
      uploadUrl: await readUploadUrl(db, origin),
      locks: browserLocks(),
    });
    if (result.status === 'offline') throw new Error('Still offline; the browser will retry');
    return { ...result, oldestWaiting: await oldestWaitingDraft(db) };
  } finally {
    db.close();
  }
}

/** When the oldest draft still on this device was saved (ms), or null when none waits. */
async function oldestWaitingDraft(db: CustomerDb): Promise<number | null> {
  const oldest = await db.outbox
    .orderBy('createdAt')
    .filter((draft) => draft.state !== 'sent')
    .first();
  return oldest?.createdAt ?? null;
}
