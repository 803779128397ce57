import type { CustomerDb } from './db';
import { UPLOAD_PATH } from '../../contract/uploads';

const KEY = 'outbox:uploadUrl';

/**
 * Where receipts go: the server's UPLOAD_ORIGIN (default: this server). Remembered in the
 * customer's database so the service worker and offline starts use the last known address.
 */
export async function readUploadUrl(db: CustomerDb, origin: string): Promise<string> {
  const row = await db.meta.get(KEY);
  const url = typeof row?.url === 'string' && row.url ? row.url : UPLOAD_PATH;
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** Keeps the address; the same one again writes nothing (it is asked at every online start). */
export async function rememberUploadUrl(db: CustomerDb, url: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    if ((await db.meta.get(KEY))?.url !== url) await db.meta.put({ key: KEY, url });
  });
}
