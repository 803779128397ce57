import Dexie from 'dexie';
import { readCurrentCustomerId } from './currentCustomer';
import { browserLocks } from './outbox-lock';
import { readUploadUrl } from './outbox-upload-url';
import { sendOutbox, type SendResult } from './sender';

/**
 * Background Sync in the service worker: sends the signed-in customer's outbox with the
 * worker's own fetch. The database is opened as it exists (no schema of its own), so this file
 * never disagrees with the page's version of it. Throws when still offline, which tells the
 * browser to retry the sync later.
 */
export async function sendOutboxFromServiceWorker(
  origin: string,
  fetchFn: typeof fetch,
): Promise<SendResult | null> {
  const customerId = await readCurrentCustomerId();
  if (!customerId) return null;
  // Same name as db.ts customerDbName(); that module is not imported here because it pulls React.
  const name = `cargo-${customerId}`;
  if (!(await Dexie.exists(name))) return null;
  const db = new Dexie(name);
  await db.open();
  try {
    if (!db.tables.some((t) => t.name === 'outbox')) return null;
    const result = await sendOutbox({
      db,
      fetch: (input, init) => fetchFn(input, init),
      apiBase: origin,
      uploadUrl: await readUploadUrl(db, origin),
      locks: browserLocks(),
    });
    if (result.status === 'offline') throw new Error('Still offline; the browser will retry');
    return result;
  } finally {
    db.close();
  }
}
