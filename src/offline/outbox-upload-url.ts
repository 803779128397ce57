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

export async function rememberUploadUrl(db: CustomerDb, url: string): Promise<void> {
  await db.meta.put({ key: KEY, url });
}
