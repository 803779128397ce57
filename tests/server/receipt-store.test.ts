import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptBlobs, receiptChunks, uploads } from '../../server/db/schema';
import { newStoredName } from '../../server/storage/stored-name';
import { CHUNK_BYTES } from '../../server/storage/chunks';
import { databaseReceiptStore } from '../../server/storage/database-store';
import { importUploadsFolder } from '../../server/storage/import-uploads-folder';
import type { ReceiptStore } from '../../server/storage/receipt-store';
import { backends, signUp, startApp, type TestApp } from './harness';
import { pieces, readAll } from './receipt-bytes';
import {
  addVehicle,
  claimBody,
  jpeg,
  postClaim,
  removeDir,
  tempDataDir,
  upload,
} from './expenses-fixtures';

describe.each(backends)('database receipt store on %s', (backend) => {
  let t: TestApp;
  let store: ReceiptStore;

  beforeAll(async () => {
    t = await startApp(backend);
    store = databaseReceiptStore(t.db);
  });
  afterAll(() => t.close());

  const chunkSizes = async (name: string) =>
    (
      await t.db
        .select({ seq: receiptChunks.seq, data: receiptChunks.data })
        .from(receiptChunks)
        .where(eq(receiptChunks.name, name))
        .orderBy(receiptChunks.seq)
    ).map((r) => r.data.byteLength);

  it('stores a receipt in chunks of 256 KB and streams the same bytes back', async () => {
    const bytes = randomBytes(CHUNK_BYTES * 4 + 5);
    const name = newStoredName('jpg');
    const stored = await store.put(name, pieces(bytes));
    expect(stored).toMatchObject({ name, size: bytes.length });
    expect(await chunkSizes(name)).toEqual([CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES, 5]);
    expect(await store.stat(name)).toMatchObject({ size: bytes.length });
    const back = await store.get(name);
    expect(back).not.toBeNull();
    expect((await readAll(back!)).equals(bytes)).toBe(true);
  });

  it('never overwrites: a second put under the same name fails and leaves the first intact', async () => {
    const name = newStoredName('png');
    const first = randomBytes(1000);
    await store.put(name, pieces(first));
    await expect(store.put(name, pieces(randomBytes(10)))).rejects.toThrow();
    expect((await readAll((await store.get(name))!)).equals(first)).toBe(true);
  });

  it('removes what it wrote when the source fails half way', async () => {
    const name = newStoredName('jpg');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield randomBytes(CHUNK_BYTES + 10);
      throw new Error('client went away');
    }
    await expect(store.put(name, failing())).rejects.toThrow('client went away');
    expect(await store.stat(name)).toBeNull();
    const left = await t.db.select().from(receiptChunks).where(eq(receiptChunks.name, name));
    expect(left).toEqual([]);
  });

  it('hides an incomplete receipt (its writer died) and lists it as abandoned once old enough', async () => {
    const name = newStoredName('jpg');
    await t.db.insert(receiptBlobs).values({ name, complete: false });
    expect(await store.stat(name)).toBeNull();
    expect(await store.get(name)).toBeNull();
    expect(await store.abandoned(new Date(Date.now() - 60_000))).not.toContain(name);
    expect(await store.abandoned(new Date(Date.now() + 60_000))).toContain(name);
    await store.delete(name);
    expect(await store.abandoned(new Date(Date.now() + 60_000))).not.toContain(name);
  });

  it('deletes a receipt with its chunks; deleting a missing one is fine', async () => {
    const name = newStoredName('webp');
    await store.put(name, pieces(randomBytes(CHUNK_BYTES * 2)));
    await store.delete(name);
    await store.delete(name);
    expect(await store.stat(name)).toBeNull();
    expect(await chunkSizes(name)).toEqual([]);
  });
});

describe.each(backends)('receipts on disk moved into the store on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startApp(backend, { dataDir });
  });
  afterAll(async () => {
    await t.close();
    await removeDir(dataDir);
  });

  it('moves DATA_DIR/uploads into the store once, survives an interrupted run, and the claim and the GET then work', async () => {
    const me = await signUp(t.app);
    const vehicle = await addVehicle(t.db, me.user.id);
    const folder = path.join(dataDir, 'uploads');
    await mkdir(folder, { recursive: true });
    // What an earlier version left: two receipts with their rows, a half-written temp file and
    // a stray file that is not ours.
    const big = jpeg(CHUNK_BYTES * 2 + 17);
    const small = jpeg(300);
    const names = [newStoredName('jpg'), newStoredName('jpg')] as const;
    await writeFile(path.join(folder, names[0]), big);
    await writeFile(path.join(folder, names[1]), small);
    await writeFile(path.join(folder, `${newStoredName('jpg')}.1a2b3c4d.part`), jpeg(20));
    await writeFile(path.join(folder, 'notes.txt'), 'not a receipt');
    for (const [name, bytes] of [
      [names[0], big],
      [names[1], small],
    ] as const) {
      await t.db.insert(uploads).values({
        id: crypto.randomUUID(),
        customerId: me.user.id,
        path: name,
        mimeType: 'image/jpeg',
        size: bytes.length,
      });
    }
    // An earlier start died after copying part of the big one.
    await t.db.insert(receiptBlobs).values({ name: names[0], complete: false });
    await t.db
      .insert(receiptChunks)
      .values({ name: names[0], seq: 0, data: new Uint8Array(big.subarray(0, 100)) });

    expect(await importUploadsFolder(dataDir, t.app.receipts)).toEqual({
      imported: 2,
      alreadyStored: 0,
      removed: 1,
    });
    expect(await readdir(folder)).toEqual(['notes.txt']);

    // A start that died after storing but before deleting the file: it is only deleted.
    await writeFile(path.join(folder, names[1]), small);
    expect(await importUploadsFolder(dataDir, t.app.receipts)).toEqual({
      imported: 0,
      alreadyStored: 1,
      removed: 0,
    });
    expect(await importUploadsFolder(dataDir, t.app.receipts)).toEqual({
      imported: 0,
      alreadyStored: 0,
      removed: 0,
    });
    const blobs = await t.db.select().from(receiptBlobs);
    expect(
      blobs
        .filter((b) => names.includes(b.name as never))
        .map((b) => b.size)
        .sort(),
    ).toEqual([small.length, big.length].sort());

    for (const [name, bytes] of [
      [names[0], big],
      [names[1], small],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/file/${name}`,
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    const claim = await postClaim(t.app, me.cookie, claimBody(vehicle, names[0]));
    expect(claim.statusCode).toBe(200);
  });

  it('an upload goes to the store in chunks, not to the disk, and a claim citing a receipt whose bytes are gone is refused', async () => {
    const me = await signUp(t.app);
    const vehicle = await addVehicle(t.db, me.user.id);
    const bytes = jpeg(CHUNK_BYTES * 3 + 1);
    const res = await upload(t.app, me.cookie, bytes);
    expect(res.statusCode).toBe(200);
    const name = res.json().data[0].path as string;
    const chunks = await t.db.select().from(receiptChunks).where(eq(receiptChunks.name, name));
    expect(chunks).toHaveLength(4);
    expect(await readdir(dataDir)).toEqual(['uploads']);
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual(['notes.txt']);

    await t.app.receipts.delete(name);
    const claim = await postClaim(t.app, me.cookie, claimBody(vehicle, name));
    expect(claim.statusCode).toBe(404);
    expect(claim.json()).toEqual({ status: false, message: 'Receipt not found' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/file/${name}`,
      headers: { cookie: me.cookie },
    });
    expect(read.statusCode).toBe(404);
  });
});
