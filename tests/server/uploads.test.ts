import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptBlobs } from '../../server/db/schema';
import { backends, signUp, startApp, type TestApp } from './harness';
import { heic, jpeg, png, removeDir, tempDataDir, upload, webp } from './expenses-fixtures';

describe.each(backends)('receipt upload on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let cookie: string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startApp(backend, { dataDir });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await removeDir(dataDir);
  });

  // Receipts live in the database's receipt store; nothing is written under DATA_DIR.
  const stored = async () => {
    expect(await readdir(dataDir)).toEqual([]);
    return (await t.db.select({ name: receiptBlobs.name }).from(receiptBlobs)).map((r) => r.name);
  };

  it('stores an image under a random name and answers an array whose first item holds the path', async () => {
    const res = await upload(t.app, cookie, jpeg(), { filename: '../../etc/passwd.jpg' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    const [first] = body.data;
    expect(first.path).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(first).toMatchObject({ mimeType: 'image/jpeg', size: jpeg().length });
    expect(await stored()).toContain(first.path);
    expect((await stored()).some((n) => n.includes('passwd'))).toBe(false);
  });

  it.each([
    ['png', png(), 'image/png', /\.png$/],
    ['webp', webp(), 'image/webp', /\.webp$/],
  ])('takes %s judged by its bytes', async (_n, bytes, mimeType, ext) => {
    // Declared type and name lie on purpose: only the bytes count.
    const res = await upload(t.app, cookie, bytes, { filename: 'x.txt', type: 'text/plain' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].mimeType).toBe(mimeType);
    expect(res.json().data[0].path).toMatch(ext);
  });

  it('refuses a real iPhone HEIC photo with 415 and a message saying what to send instead', async () => {
    const photo = await readFile(new URL('../fixtures/receipt.heic', import.meta.url));
    const before = (await stored()).length;
    // Named and typed as a JPEG: the bytes decide.
    const res = await upload(t.app, cookie, photo, { filename: 'IMG_0001.jpg' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status: false,
      message:
        'HEIC photos are not accepted: send the receipt as a JPEG, PNG or WebP image (on an iPhone: Settings › Camera › Formats › Most Compatible).',
    });
    expect((await stored()).length).toBe(before);
  });

  it.each(['heic', 'heix', 'hevc', 'mif1', 'msf1'])(
    "refuses HEIC/HEIF bytes of brand '%s' and stores nothing",
    async (brand) => {
      const before = (await stored()).length;
      const res = await upload(t.app, cookie, heic(brand), {
        filename: 'x.heic',
        type: 'image/heic',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/^HEIC photos are not accepted/);
      expect((await stored()).length).toBe(before);
    },
  );

  it.each([
    ['text named .jpg', Buffer.from('just some text, not a photo'), 'receipt.jpg'],
    ['an html page', Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.png'],
    ['a pdf', Buffer.from('%PDF-1.7\n...'), 'receipt.pdf'],
    ['an empty file', Buffer.alloc(0), 'empty.jpg'],
  ])("refuses %s with 400 'Only Image file allowed'", async (_n, bytes, filename) => {
    const before = (await stored()).length;
    const res = await upload(t.app, cookie, bytes, { filename });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Only Image file allowed' });
    expect((await stored()).length).toBe(before);
  });

  it("refuses more than 10240 KB with 413 'Image size to too large' and keeps nothing", async () => {
    const before = (await stored()).length;
    const res = await upload(t.app, cookie, jpeg(10 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, message: 'Image size to too large' });
    expect((await stored()).length).toBe(before);
    const exact = await upload(t.app, cookie, jpeg(10 * 1024 * 1024));
    expect(exact.statusCode).toBe(200);
  });

  it("answers 'Recipt copy requred!' when no file is sent", async () => {
    const res = await upload(t.app, cookie, jpeg(), { field: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Recipt copy requred!');
  });

  it('stores an image with a trailing script only as the image type detected, served inert', async () => {
    const res = await upload(t.app, cookie, jpeg(128, '<script>alert(document.cookie)</script>'), {
      filename: 'evil.html',
      type: 'text/html',
    });
    expect(res.statusCode).toBe(200);
    const { path: name, mimeType } = res.json().data[0];
    expect(mimeType).toBe('image/jpeg');
    expect(name).toMatch(/\.jpg$/);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/file/${name}`,
      headers: { cookie },
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toContain('sandbox');
  });

  it('lets only the owner read a receipt; another customer gets 404', async () => {
    const res = await upload(t.app, cookie, jpeg());
    const name = res.json().data[0].path;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/file/${name}`,
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(jpeg())).toBe(true);
    const other = await signUp(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/file/${name}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: `/api/file/${name}` });
    expect(anon.statusCode).toBe(401);
  });

  it.each([
    '..%2F..%2Fpglite%2Fpostmaster.pid',
    '..%2Fuploads',
    '%2e%2e',
    'x.jpg',
    'ABCDEF0123456789abcdef0123456789.jpg',
  ])('refuses the traversal or foreign name %s', async (name) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/file/${name}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs a signed-in customer to upload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/group/items/upload',
      payload: (await import('./expenses-fixtures')).uploadForm(jpeg()),
    });
    expect(res.statusCode).toBe(401);
  });

  it('is idempotent by key per customer, also for concurrent duplicates', async () => {
    const before = (await stored()).length;
    const key = `draft-${Date.now()}:upload`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => upload(t.app, cookie, jpeg(300), { key })),
    );
    const paths = new Set(results.map((r) => r.json().data[0].path));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(paths.size).toBe(1);
    expect((await stored()).length).toBe(before + 1);
    // The same key from another customer is theirs alone.
    const other = await signUp(t.app);
    const theirs = await upload(t.app, other.cookie, jpeg(300), { key });
    expect(theirs.json().data[0].path).not.toBe([...paths][0]);
  });

  it('refuses a draft sent for another customer (X-Customer-Id) with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/file/group/items/upload',
      headers: { cookie, 'x-customer-id': '00000000-0000-4000-8000-000000000000' },
      payload: (await import('./expenses-fixtures')).uploadForm(jpeg()),
    });
    expect(res.statusCode).toBe(401);
  });

  it('tells the portal where to upload (this server by default)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/file/upload-url',
      headers: { cookie },
    });
    expect(res.json().data).toEqual({ url: '/api/file/group/items/upload' });
  });
});
