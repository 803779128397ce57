import type { CustomerDb } from '../db';
import { UPLOAD_PATH } from '../../../contract/uploads';
import { readMeta, writeMeta } from '../meta';

const KEY = 'outbox:uploadUrl' as const;

/**
 * Where receipts go: the server's UPLOAD_ORIGIN (default: this server). Remembered in the
 * customer's database so the service worker and offline starts use the last known address.
 */
export async function readUploadUrl(db: CustomerDb, origin: string): Promise<string> {
  const row = await readMeta(db, KEY);
  const url = typeof row?.url === 'string' && row.url ? row.url : UPLOAD_PATH;
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** The ETag of the address kept, sent when it is asked again: a 304 means it stands. */
export async function uploadUrlEtag(db: CustomerDb): Promise<string | null> {
  const etag = (await readMeta(db, KEY))?.etag;
  return typeof etag === 'string' ? etag : null;
}

/**
 * Keeps the address and the ETag it came with; the same again writes nothing (it is asked at
 * every online start).
 */
export async function rememberUploadUrl(
  db: CustomerDb,
  url: string,
  etag: string | null = null,
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const kept = await readMeta(db, KEY);
    if (kept?.url === url && (kept.etag ?? null) === etag) return;
    await writeMeta(db, KEY, { url, ...(etag ? { etag } : {}) });
  });
}
