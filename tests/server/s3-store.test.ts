import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECEIPT_BYTES, RECEIPT_TOO_LARGE_MESSAGE } from '../../contract/receipt-files';
import { receiptBlobs, uploads } from '../../server/db/schema';
import { newStoredName } from '../../server/storage/stored-name';
import { CHUNK_BYTES } from '../../server/storage/chunks';
import { runAdmin } from '../../server/admin/commands';
import { removeOrphanReceipts } from '../../server/jobs/orphan-receipts';
import { databaseReceiptStore } from '../../server/storage/database-store';
import { importUploadsFolder } from '../../server/storage/import-uploads-folder';
import type { ReceiptStore } from '../../server/storage/receipt-store';
import { s3Client } from '../../server/storage/s3-store';
import {
  addVehicle,
  claimBody,
  jpeg,
  postClaim,
  removeDir,
  tempDataDir,
  upload,
} from './expenses-fixtures';
import { backends, signUp, startApp, type TestApp } from './harness';
import { pieces, readAll } from './receipt-bytes';
import { startS3Server, type S3Server } from './s3-server';

describe.each(backends)('S3 receipt store on %s', (backend) => {
  let s3: S3Server;
  let t: TestApp;
  let store: ReceiptStore;
  let dataDir: string;

  /** Every key in the bucket, straight from the S3 server. */
  const keysInBucket = async () => {
    const client = s3Client(s3.config);
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
      return (listed.Contents ?? []).map((o) => o.Key);
    } finally {
      client.destroy();
    }
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await tempDataDir();
    t = await startApp(backend, { receiptStore: s3.config, dataDir });
    store = t.app.receipts;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await removeDir(dataDir);
  });

  it('stores a receipt larger than one part from uneven pieces and streams the same bytes back', async () => {
    // 5 MB parts: this one goes up as a multipart upload of three.
    const bytes = randomBytes(10 * 1024 * 1024 + 5);
    const name = newStoredName('jpg');
    expect(await store.put(name, pieces(bytes))).toMatchObject({ name, size: bytes.length });
    expect(await store.stat(name)).toMatchObject({ name, size: bytes.length });
    expect((await readAll((await store.get(name))!)).equals(bytes)).toBe(true);
    expect(await keysInBucket()).toContain(`receipts/${name}`);
  });

  it('never overwrites: a second put under the same name fails and leaves the first intact', async () => {
    const name = newStoredName('png');
    const first = randomBytes(1000);
    await store.put(name, pieces(first));
    await expect(store.put(name, pieces(randomBytes(10)))).rejects.toThrow(/exists/);
    expect((await readAll((await store.get(name))!)).equals(first)).toBe(true);
  });

  it('passes on the source’s own error and leaves nothing readable when it fails half way', async () => {
    for (const size of [1000, 6 * 1024 * 1024]) {
      const name = newStoredName('jpg');
      async function* failing(): AsyncGenerator<Uint8Array> {
        yield randomBytes(size);
        throw new Error('client went away');
      }
      await expect(store.put(name, failing()), `after ${size} bytes`).rejects.toThrow(
        'client went away',
      );
      expect(await store.stat(name)).toBeNull();
      expect(await store.get(name)).toBeNull();
      expect(await keysInBucket()).not.toContain(`receipts/${name}`);
    }
  });

  it('deletes a receipt; deleting a missing one is fine', async () => {
    const name = newStoredName('webp');
    await store.put(name, pieces(randomBytes(2000)));
    await store.delete(name);
    await store.delete(name);
    expect(await store.stat(name)).toBeNull();
    expect(await store.get(name)).toBeNull();
  });

  it('lists as abandoned only its own old objects that no upload row names', async () => {
    const me = await signUp(t.app);
    const cited = newStoredName('jpg');
    const stray = newStoredName('jpg');
    await store.put(cited, pieces(jpeg(300)));
    await store.put(stray, pieces(jpeg(300)));
    await t.db.insert(uploads).values({
      id: crypto.randomUUID(),
      customerId: me.user.id,
      path: cited,
      mimeType: 'image/jpeg',
      size: 300,
    });
    // Something else in the bucket under the same prefix is not the portal's to remove.
    const client = s3Client(s3.config);
    await client.send(
      new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'receipts/README.txt', Body: 'x' }),
    );
    client.destroy();

    const later = new Date(Date.now() + 60_000);
    const abandoned = await store.abandoned(later);
    expect(abandoned).toContain(stray);
    expect(abandoned).not.toContain(cited);
    expect(abandoned).not.toContain('README.txt');
    expect(await store.abandoned(new Date(Date.now() - 60_000))).not.toContain(stray);

    // The clean-up job goes through the same store.
    const summary = await removeOrphanReceipts(t.db, later, 0, store);
    expect(summary.abandoned).toBeGreaterThanOrEqual(1);
    expect(await store.stat(stray)).toBeNull();
    expect(await keysInBucket()).toContain('receipts/README.txt');
  });

  it('an upload goes to the bucket, the claim cites it and the receipt GET reads it; nothing in the database tables', async () => {
    const me = await signUp(t.app);
    const vehicle = await addVehicle(t.db, me.user.id);
    const bytes = jpeg(6 * 1024 * 1024);
    const res = await upload(t.app, me.cookie, bytes);
    expect(res.statusCode).toBe(200);
    const name = res.json().data[0].path as string;
    expect(await keysInBucket()).toContain(`receipts/${name}`);
    expect(await t.db.select().from(receiptBlobs).where(eq(receiptBlobs.name, name))).toEqual([]);

    const claim = await postClaim(t.app, me.cookie, claimBody(vehicle, name));
    expect(claim.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/file/${name}`,
      headers: { cookie: me.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-length']).toBe(String(bytes.length));
    expect(read.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a receipt over the limit with its own message and keeps none of it', async () => {
    const me = await signUp(t.app);
    const before = await keysInBucket();
    const res = await upload(t.app, me.cookie, jpeg(MAX_RECEIPT_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, message: RECEIPT_TOO_LARGE_MESSAGE });
    expect(await keysInBucket()).toEqual(before);
  });

  it('a claim citing a receipt whose object is gone is refused', async () => {
    const me = await signUp(t.app);
    const vehicle = await addVehicle(t.db, me.user.id);
    const res = await upload(t.app, me.cookie, jpeg(500));
    const name = res.json().data[0].path as string;
    await store.delete(name);
    const claim = await postClaim(t.app, me.cookie, claimBody(vehicle, name));
    expect(claim.statusCode).toBe(404);
    expect(claim.json()).toEqual({ status: false, message: 'Receipt not found' });
  });

  it('moves receipts left in DATA_DIR/uploads into the bucket', async () => {
    const folder = path.join(dataDir, 'uploads');
    await mkdir(folder, { recursive: true });
    const name = newStoredName('jpg');
    const bytes = jpeg(700);
    await writeFile(path.join(folder, name), bytes);
    expect(await importUploadsFolder(dataDir, store)).toMatchObject({ imported: 1 });
    expect(await readdir(folder)).toEqual([]);
    expect((await readAll((await store.get(name))!)).equals(bytes)).toBe(true);
  });

  it('a deployment that switches to the bucket still reads the receipts kept in the database, and move-receipts moves them over once', async () => {
    const me = await signUp(t.app);
    const vehicle = await addVehicle(t.db, me.user.id);
    const inDatabase = databaseReceiptStore(t.db);
    const name = newStoredName('jpg');
    const bytes = jpeg(CHUNK_BYTES * 2 + 3);
    await inDatabase.put(name, pieces(bytes));
    await t.db.insert(uploads).values({
      id: crypto.randomUUID(),
      customerId: me.user.id,
      path: name,
      mimeType: 'image/jpeg',
      size: bytes.length,
    });
    const readReceipt = () =>
      t.app.inject({ method: 'GET', url: `/api/file/${name}`, headers: { cookie: me.cookie } });

    // Before the move: read through to the database, and a claim may cite it.
    expect(await keysInBucket()).not.toContain(`receipts/${name}`);
    const before = await readReceipt();
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(bytes)).toBe(true);
    expect((await postClaim(t.app, me.cookie, claimBody(vehicle, name))).statusCode).toBe(200);

    const lines: string[] = [];
    expect(await runAdmin(t.db, ['move-receipts'], (l) => lines.push(l), { receipts: store })).toBe(
      0,
    );
    expect(lines.at(-1)).toBe('Receipts moved into the bucket: 1; there already: 0.');
    expect(await keysInBucket()).toContain(`receipts/${name}`);
    expect(await inDatabase.stat(name)).toBeNull();
    const after = await readReceipt();
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(bytes)).toBe(true);

    // Again: nothing left to move.
    expect(await runAdmin(t.db, ['move-receipts'], (l) => lines.push(l), { receipts: store })).toBe(
      0,
    );
    expect(lines.at(-1)).toBe('Receipts moved into the bucket: 0; there already: 0.');
  });

  it('move-receipts on the database store says there is nothing to move', async () => {
    const lines: string[] = [];
    expect(
      await runAdmin(t.db, ['move-receipts'], (l) => lines.push(l), {
        receipts: databaseReceiptStore(t.db),
      }),
    ).toBe(2);
    expect(lines.join('\n')).toMatch(/RECEIPT_STORE is database: the receipts are there already/);
  });
});
