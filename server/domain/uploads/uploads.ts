import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { type UploadedFile } from '../../../contract/uploads';
import {
  MAX_RECEIPT_BYTES,
  RECEIPT_NOT_IMAGE_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
} from '../../../contract/receipt-files';
import type { Db } from '../../db/open';
import { uploads } from '../../db/schema';
import { HttpError, notFound } from '../../http';
import { rechunk } from '../../storage/chunks';
import type { ReceiptStore } from '../../storage/receipt-store';
import { checkDeclaredPixels } from './dimensions';
import { newStoredName, STORED_NAME } from '../../storage/stored-name';
import { checkReceipt } from './receipt-check';

type UploadRow = typeof uploads.$inferSelect;

const toUploadedFile = (row: UploadRow): UploadedFile => ({
  path: row.path,
  name: row.path,
  mimeType: row.mimeType,
  size: row.size,
});

async function findByKey(db: Db, customerId: string, key: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.customerId, customerId), eq(uploads.idempotencyKey, key)));
  return row;
}

export type NewUpload = {
  customerId: string;
  /** The file's bytes as they arrive; read once, never gathered whole. */
  source: AsyncIterable<Uint8Array>;
  /** True once the source was cut at the size limit (multipart's own 10 MB cap). */
  truncated?: () => boolean;
  idempotencyKey?: string | undefined;
  /** Checked before anything is read or stored; throws the refusal. */
  admit?: () => Promise<void>;
};

/** Reads what is left so the request completes; a refusal must not leave the client hanging. */
async function drain(iterator: AsyncIterator<unknown>): Promise<void> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
  }
}

/**
 * Stores a customer's receipt in the receipt store under a random name, streaming: the first
 * chunk is judged (image type by its bytes, declared pixel count), then every chunk goes to the
 * store as it arrives. With an idempotency key a repeat, also a concurrent one, answers the first
 * upload: the unique index (customer_id, idempotency_key) decides the winner and the loser's
 * bytes are removed.
 */
export async function createUpload(
  db: Db,
  store: ReceiptStore,
  upload: NewUpload,
): Promise<UploadedFile> {
  const { customerId, idempotencyKey } = upload;
  const chunks = rechunk(upload.source)[Symbol.asyncIterator]();
  try {
    if (idempotencyKey) {
      const existing = await findByKey(db, customerId, idempotencyKey);
      if (existing) return toUploadedFile(existing);
    }
    await upload.admit?.();
  } catch (error) {
    await drain(chunks);
    throw error;
  }
  const first = await chunks.next();
  if (first.done) throw new HttpError(400, RECEIPT_NOT_IMAGE_MESSAGE);
  const head = first.value;
  let checked: ReturnType<typeof checkReceipt>;
  try {
    checked = checkReceipt(head);
    checkDeclaredPixels(head);
  } catch (error) {
    await drain(chunks);
    throw error;
  }
  const name = newStoredName(checked.extension);
  let size = 0;
  async function* counted(): AsyncGenerator<Uint8Array> {
    for (let next: IteratorResult<Buffer> = first; !next.done; next = await chunks.next()) {
      size += next.value.length;
      if (size > MAX_RECEIPT_BYTES) throw new HttpError(413, RECEIPT_TOO_LARGE_MESSAGE);
      yield next.value;
    }
  }
  try {
    await store.put(name, counted());
  } catch (error) {
    await drain(chunks).catch(() => undefined);
    throw error;
  }
  if (upload.truncated?.()) {
    await store.delete(name);
    throw new HttpError(413, RECEIPT_TOO_LARGE_MESSAGE);
  }
  const inserted = await db
    .insert(uploads)
    .values({
      id: randomUUID(),
      customerId,
      path: name,
      mimeType: checked.mimeType,
      size,
      idempotencyKey: idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: [uploads.customerId, uploads.idempotencyKey] })
    .returning()
    .catch(async (error: unknown) => {
      await store.delete(name);
      throw error;
    });
  const [row] = inserted;
  if (row) return toUploadedFile(row);
  // Lost the race to a duplicate with the same key: answer the winner's upload.
  await store.delete(name);
  const winner = idempotencyKey ? await findByKey(db, customerId, idempotencyKey) : undefined;
  if (!winner) throw new Error('upload vanished after a key conflict');
  return toUploadedFile(winner);
}

/**
 * The customer's own upload by its path, when its bytes are in the store; another customer's,
 * or one whose bytes are gone, answers undefined.
 */
export async function findOwnUpload(
  db: Db,
  store: ReceiptStore,
  customerId: string,
  pathName: string,
): Promise<UploadRow | undefined> {
  if (!STORED_NAME.test(pathName)) return undefined;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.customerId, customerId), eq(uploads.path, pathName)));
  if (!row || !(await store.stat(pathName))) return undefined;
  return row;
}

export async function readOwnUpload(
  db: Db,
  store: ReceiptStore,
  customerId: string,
  name: string,
): Promise<{ stream: Readable; mimeType: string; size: number }> {
  const row = await findOwnUpload(db, store, customerId, name);
  if (!row) throw notFound('File');
  const stream = await store.get(name);
  if (!stream) throw notFound('File');
  return { stream, mimeType: row.mimeType, size: row.size };
}
