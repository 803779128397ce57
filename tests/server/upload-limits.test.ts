import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { odometerReadings, receiptBlobs, receiptChunks, uploads } from '../../server/db/schema';
import { newStoredName } from '../../server/storage/stored-name';
import { removeOrphanReceipts } from '../../server/jobs/orphan-receipts';
import { runJobs } from '../../server/jobs/list';
import type { OrphanSummary } from '../../server/jobs/orphan-receipts';
import { backends, signUp, startApp, type TestApp } from './harness';
import { addVehicle, claimBody, jpeg, postClaim, upload } from './expenses-fixtures';
import { heicDeclaring, jpegDeclaring, pngDeclaring, webpDeclaring } from './image-headers';

const DAY = 24 * 3_600_000;

async function storedCount(
  t: TestApp,
): Promise<{ uploads: number; blobs: number; chunks: number }> {
  const [u, b, c] = await Promise.all([
    t.db.select().from(uploads),
    t.db.select().from(receiptBlobs),
    t.db.select({ name: receiptChunks.name }).from(receiptChunks),
  ]);
  return { uploads: u.length, blobs: b.length, chunks: c.length };
}

describe.each(backends)('upload limits on %s', (backend) => {
  let t: TestApp;
  let limited: TestApp;
  let second: App;

  beforeAll(async () => {
    t = await startApp(backend, { maxUnattachedReceipts: 3 });
    limited = await startApp(backend, { uploadRateLimit: 4 });
    // A second server process on the same database: the same counters must hold.
    second = await buildApp({ config: limited.config, database: limited.app.database });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await limited.close();
    await t.close();
  });

  it('rate-limits uploads per customer across server processes, with a clear 429', async () => {
    const me = await signUp(limited.app);
    const answers = [];
    for (const app of [limited.app, second, limited.app, second]) {
      const res = await upload(app, me.cookie, jpeg());
      answers.push(res.statusCode);
      // Attach each so the unattached cap does not speak first.
      await limited.db.delete(uploads).where(eq(uploads.path, res.json().data[0].path as string));
    }
    expect(answers).toEqual([200, 200, 200, 200]);
    const before = await storedCount(limited);
    const refused = await upload(second, me.cookie, jpeg());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: false,
      message: 'Too many receipts sent in the last minute. Wait a minute and send it again.',
    });
    expect(await storedCount(limited)).toEqual(before);
    // Another customer from the same address has an allowance of their own.
    const other = await signUp(limited.app);
    expect((await upload(limited.app, other.cookie, jpeg())).statusCode).toBe(200);
  });

  it('caps receipts no claim cites; a claim frees a place; a repeat of a stored key still answers', async () => {
    const me = await signUp(t.app);
    const vehicle = await addVehicle(t.db, me.user.id);
    const paths: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await upload(t.app, me.cookie, jpeg(), { key: `cap-key-${i}` });
      expect(res.statusCode).toBe(200);
      paths.push(res.json().data[0].path as string);
    }
    const before = await storedCount(t);
    const refused = await upload(t.app, me.cookie, jpeg(5000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: false,
      message:
        'You already have 3 receipts that are not on a claim. File a claim with one of them first; receipts left off a claim are removed after 7 days.',
    });
    expect(await storedCount(t)).toEqual(before);
    // The outbox resending an upload it already made gets its first answer, not a refusal.
    const repeat = await upload(t.app, me.cookie, jpeg(), { key: 'cap-key-1' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data[0].path).toBe(paths[1]);

    expect((await postClaim(t.app, me.cookie, claimBody(vehicle, paths[0]!))).statusCode).toBe(200);
    expect((await upload(t.app, me.cookie, jpeg())).statusCode).toBe(200);
  });

  it.each([
    ['a 1.2 KB PNG', () => pngDeclaring(50_000, 50_000), '50,000 × 50,000'],
    ['a JPEG', () => jpegDeclaring(10_000, 10_000), '10,000 × 10,000'],
    ['a WebP', () => webpDeclaring(10_000, 8_000), '10,000 × 8,000'],
  ])('refuses %s declaring more than 50 megapixels and stores nothing', async (_n, bytes, size) => {
    const me = await signUp(t.app);
    const before = await storedCount(t);
    const res = await upload(t.app, me.cookie, bytes());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: false,
      message: `This image declares ${size} pixels; a receipt photo can have at most 50 megapixels. Take the photo again or send a smaller copy.`,
    });
    expect(await storedCount(t)).toEqual(before);
  });

  it.each([
    ['PNG', () => pngDeclaring(4_000, 3_000)],
    ['JPEG', () => jpegDeclaring(8_000, 6_000)],
    ['WebP', () => webpDeclaring(4_032, 3_024)],
  ])('takes a %s of a phone camera size', async (_n, bytes) => {
    const me = await signUp(t.app);
    expect((await upload(t.app, me.cookie, bytes())).statusCode).toBe(200);
  });

  it.each([
    ['declaring 9,000 × 7,000', () => heicDeclaring(9_000, 7_000)],
    ['of a phone camera size', () => heicDeclaring(4_032, 3_024)],
  ])('refuses a HEIC %s for its format (415), before its size is read', async (_n, bytes) => {
    const me = await signUp(t.app);
    const before = await storedCount(t);
    const res = await upload(t.app, me.cookie, bytes());
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^HEIC photos are not accepted/);
    expect(await storedCount(t)).toEqual(before);
  });

  it('the jobs remove receipts no claim cites after 7 days, and stored bytes nothing can read', async () => {
    const me = await signUp(t.app);
    const vehicle = await addVehicle(t.db, me.user.id);
    const kept = (await upload(t.app, me.cookie, jpeg(300_000))).json().data[0].path as string;
    const orphan = (await upload(t.app, me.cookie, jpeg(300_000))).json().data[0].path as string;
    expect((await postClaim(t.app, me.cookie, claimBody(vehicle, kept))).statusCode).toBe(200);
    // A dash photo on an odometer reading is as much in use as a claim's receipt.
    const photo = (await upload(t.app, me.cookie, jpeg(2000))).json().data[0].path as string;
    await t.db.insert(odometerReadings).values({
      id: randomUUID(),
      customerId: me.user.id,
      vehicleId: vehicle,
      readingKm: 12_345,
      readOn: '2026-03-04',
      photoPath: photo,
    });
    // A writer that died mid-upload, and bytes stored by a process that died before their row.
    const half = newStoredName('jpg');
    await t.db.insert(receiptBlobs).values({ name: half, complete: false });
    const rowless = newStoredName('jpg');
    await t.app.receipts.put(
      rowless,
      [jpeg(1000)].values() as unknown as AsyncIterable<Uint8Array>,
    );

    const tomorrow = new Date(Date.now() + DAY);
    expect(await removeOrphanReceipts(t.db, tomorrow)).toEqual({ receipts: 0, abandoned: 0 });
    const read = (name: string) =>
      t.app.inject({ method: 'GET', url: `/api/file/${name}`, headers: { cookie: me.cookie } });
    expect((await read(orphan)).statusCode).toBe(200);

    const later = new Date(Date.now() + 8 * DAY);
    // Through the server's own list of jobs, as its timer and `npm run jobs` run them.
    const summary = (await runJobs(t.app, later)).orphanReceipts as OrphanSummary;
    expect(summary.receipts).toBeGreaterThanOrEqual(1);
    expect(summary.abandoned).toBeGreaterThanOrEqual(2);
    expect((await read(orphan)).statusCode).toBe(404);
    expect((await read(kept)).statusCode).toBe(200);
    expect((await read(photo)).statusCode).toBe(200);
    for (const name of [orphan, half, rowless]) {
      expect(await t.db.select().from(receiptBlobs).where(eq(receiptBlobs.name, name))).toEqual([]);
      expect(await t.db.select().from(receiptChunks).where(eq(receiptChunks.name, name))).toEqual(
        [],
      );
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.path, orphan))).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.path, kept))).toHaveLength(1);
    expect(await removeOrphanReceipts(t.db, later)).toEqual({ receipts: 0, abandoned: 0 });
  });

  it('a row whose bytes are gone (a pass that died half way) is removed by the next pass', async () => {
    const me = await signUp(t.app);
    const path = newStoredName('jpg');
    await t.db.insert(uploads).values({
      id: randomUUID(),
      customerId: me.user.id,
      path,
      mimeType: 'image/jpeg',
      size: 10,
    });
    const summary = await removeOrphanReceipts(t.db, new Date(Date.now() + 8 * DAY));
    expect(summary.receipts).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(uploads).where(eq(uploads.path, path))).toEqual([]);
  });
});
