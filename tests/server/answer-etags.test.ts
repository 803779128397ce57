import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/plugins/compression';
import { DEMO_EMAIL } from '../../server/seed/demo-customer';
import { seedDemoLife } from '../../server/seed/demo-life';
import { backends, cookieFrom, profileUpdate, signUp, startApp, type TestApp } from './harness';

/** The demo customer's password (README). */
const DEMO_PASSWORD = 'demo-password-1';
/** What a JSON answer carries of helmet's headers, and nothing more (security-headers.ts). */
const API_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

describe.each(backends)('ETags of the reads that are not lists (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let cookie: string;
  let vehicleId: string;
  /** The six reads an online start makes besides the lists. */
  let reads: string[];

  beforeAll(async () => {
    // The demo customer's year (as `npm start` seeds it): a subscribed vehicle and its fuel
    // card, and a forecast long enough to be compressed.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cargo-etags-'));
    t = await startApp(backend, { seedDemo: true, dataDir, sandboxSettleSeconds: 0 });
    expect(await seedDemoLife(t.app)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    cookie = cookieFrom(login.headers['set-cookie']);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/subscribed/vehicles',
      headers: { cookie },
      payload: {},
    });
    vehicleId = (subscribed.json() as { data: { id: string }[] }).data[0]?.id ?? '';
    expect(vehicleId).not.toBe('');
    reads = [
      '/api/customer/user',
      '/api/customer/dashboard',
      '/api/customer/budget/forecast',
      '/api/customer/coming-up',
      '/api/file/upload-url',
      `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${vehicleId}`,
    ];
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, as = cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: as, ...headers } });

  it('answers each with a tag, and its tag again with a 304 and no body', async () => {
    for (const url of reads) {
      const full = await get(url);
      expect(full.statusCode, url).toBe(200);
      expect(full.json().status, url).toBe(true);
      const etag = String(full.headers.etag);
      expect(etag, url).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);

      const unchanged = await get(url, { 'if-none-match': etag });
      expect(unchanged.statusCode, url).toBe(304);
      expect(unchanged.rawPayload.length, url).toBe(0);
      expect(unchanged.headers.etag, url).toBe(etag);
      expect(unchanged.headers['content-type'], url).toBeUndefined();
      expect(unchanged.headers['content-length'], url).toBeUndefined();
      expect(unchanged.headers['cache-control'], url).toBe('no-store');
      // The API's header set on a 304 too, and none of a document's.
      expect(unchanged.headers, url).toMatchObject(API_HEADERS);
      for (const name of DOCUMENT_ONLY)
        expect(unchanged.headers[name], `${url} ${name}`).toBe(undefined);
    }
  });

  it('answers a changed read in full, under a new tag; the old tag gets the whole answer', async () => {
    const before = await get('/api/customer/user');
    const oldTag = String(before.headers.etag);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/customer/update',
      headers: { cookie },
      payload: profileUpdate({ company: 'Changed Fleet Co' }),
    });
    expect(updated.statusCode).toBe(200);
    const after = await get('/api/customer/user', { 'if-none-match': oldTag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.company).toBe('Changed Fleet Co');
    expect(after.headers.etag).not.toBe(oldTag);
    const again = await get('/api/customer/user', { 'if-none-match': String(after.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("gives another customer's tag nothing but that customer's own answer in full", async () => {
    const other = await signUp(t.app);
    const demoTag = String((await get('/api/customer/user')).headers.etag);
    const theirs = await get('/api/customer/user', { 'if-none-match': demoTag }, other.cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.id).toBe(other.user.id);
  });

  it('tags the JSON, not its encoding: brotli and plain share a tag, and the 304 keeps Vary', async () => {
    const url = '/api/customer/budget/forecast';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
    const unchanged = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves a request without a session refused, tag or not', async () => {
    const tag = String((await get('/api/customer/dashboard')).headers.etag);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/customer/dashboard',
      headers: { 'if-none-match': tag },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: false, message: 'Please sign in to continue' });
  });
});
