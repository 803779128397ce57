import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { UploadedFile } from '../../../contract/uploads';
import type { Db } from '../../db/open';
import { uploads } from '../../db/schema';
import { notFound } from '../../http';
import {
  readStoredFile,
  removeStoredFile,
  storedFilePath,
  writeStoredFile,
  newStoredName,
} from './files';
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

/**
 * Stores a customer's receipt under DATA_DIR/uploads with a random name. With an idempotency
 * key, a repeat (also a concurrent one) answers the first upload: the unique index
 * (customer_id, idempotency_key) decides the winner and the loser's file is removed.
 * `filename` is the customer's name for it: only logged, never used for storage.
 */
export async function createUpload(
  db: Db,
  dataDir: string,
  customerId: string,
  bytes: Uint8Array,
  _filename: string,
  idempotencyKey?: string,
): Promise<UploadedFile> {
  if (idempotencyKey) {
    const existing = await findByKey(db, customerId, idempotencyKey);
    if (existing) return toUploadedFile(existing);
  }
  const { mimeType, extension } = checkReceipt(bytes);
  const name = newStoredName(extension);
  await writeStoredFile(dataDir, name, bytes);
  const inserted = await db
    .insert(uploads)
    .values({
      id: randomUUID(),
      customerId,
      path: name,
      mimeType,
      size: bytes.length,
      idempotencyKey: idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: [uploads.customerId, uploads.idempotencyKey] })
    .returning()
    .catch(async (error: unknown) => {
      await removeStoredFile(dataDir, name);
      throw error;
    });
  const [row] = inserted;
  if (row) return toUploadedFile(row);
  // Lost the race to a duplicate with the same key: answer the winner's upload.
  await removeStoredFile(dataDir, name);
  const winner = idempotencyKey ? await findByKey(db, customerId, idempotencyKey) : undefined;
  if (!winner) throw new Error('upload vanished after a key conflict');
  return toUploadedFile(winner);
}

/** The customer's own upload by its path; another customer's answers 404. */
export async function findOwnUpload(
  db: Db,
  customerId: string,
  pathName: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.customerId, customerId), eq(uploads.path, pathName)));
  return row;
}

export async function readOwnUpload(
  db: Db,
  dataDir: string,
  customerId: string,
  name: string,
): Promise<{ bytes: Buffer; mimeType: string }> {
  if (!storedFilePath(dataDir, name)) throw notFound('File');
  const row = await findOwnUpload(db, customerId, name);
  if (!row) throw notFound('File');
  const bytes = await readStoredFile(dataDir, name);
  if (!bytes) throw notFound('File');
  return { bytes, mimeType: row.mimeType };
}
