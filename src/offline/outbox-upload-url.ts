import type { Dexie } from 'dexie';
import { UPLOAD_PATH } from '../../contract/uploads';
import { metaTable } from './outbox';

const KEY = 'outbox:uploadUrl';

/**
 * Where receipts go: the server's UPLOAD_ORIGIN (default: this server). Remembered in the
 * customer's database so the service worker and offline starts use the last known address.
 */
export async function readUploadUrl(db: Dexie, origin: string): Promise<string> {
  const row = await metaTable(db).get(KEY);
  const url = typeof row?.url === 'string' && row.url ? row.url : UPLOAD_PATH;
  return url.startsWith('/') ? `${origin}${url}` : url;
}

export async function rememberUploadUrl(db: Dexie, url: string): Promise<void> {
  await metaTable(db).put({ key: KEY, url });
}
