import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../server/app-types';
import { receiptChunks } from '../../../server/db/schema';
import {
  buildFixture,
  multipart,
  send,
  TINY_JPEG,
  type Fixture,
  type Req,
} from '../../reliability/fixtures';
import { backends, startApp, type TestApp } from '../harness';
import { startSmtpStandIn } from '../smtp-stand-in';
import { coverageFor } from './coverage';

const TABLES = [
  'customers',
  'sessions',
  'vehicles',
  'payment_methods',
  'subscriptions',
  'payments',
  'uploads',
  'receipt_blobs',
  'receipt_chunks',
  'expenses',
  'fuel_cards',
  'provider_events',
  'server_facts',
  'catalog_variants',
];

/** Row counts of every table in one round trip. */
async function rowCounts(t: TestApp): Promise<string> {
  const columns = TABLES.map((table) => `(select count(*) from ${table})::int as "${table}"`);
  const result = (await t.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, number>[];
  };
  return JSON.stringify(result.rows[0]);
}

const HUGE = 'A'.repeat(200_000);
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\u200f\u200e',
  '\ud800',
  'x\udfffy',
  '😀'.repeat(40),
  "' OR 1=1 --",
  "'; drop table customers; --",
  '" or ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  HUGE,
];
const hostileNumbers = [1e308, -1e308, -1, -0.01, 0, 2 ** 53 + 1, 1.005, 0.1 + 0.2, 1e-300];
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers, null, true, false, [], {}),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ maxLength: 20, unit: 'grapheme' }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Bodies the JSON parser must refuse: never reaching a handler, never a 5xx. */
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  "{'a':1}",
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** The values (JSON-encodable) a body may be replaced with wholesale. */
const WRONG_BODIES: unknown[] = [[], 123, 'text', null, true, [{}]];

const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);

type Case = { req: Req; mustRefuse: boolean; label: string };

/** The request each route is attacked from: a valid call for the signed-in customer. */
function baseRequest(route: RouteEntry, f: Fixture): Req {
  const coverage = coverageFor(route.method, route.url);
  const publicBases: Record<string, Req> = {
    'POST /api/auth/register': {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'H',
        lastName: 'I',
        email: 'hostile@example.com',
        password: 'pw-hostile-1',
      },
    },
    'POST /api/auth/login': {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: f.email, password: `${f.password}-wrong` },
    },
  };
  const known =
    publicBases[`${route.method} ${route.url}`] ??
    coverage?.own?.(f)[0] ??
    coverage?.foreign?.(f, f)[0] ??
    coverage?.probe?.(f, f)[0];
  if (known) return { ...known, headers: { ...known.headers } };
  return {
    method: route.method,
    url: fill(route.url, f.vehicleId || randomUUID()),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

function withQuery(url: string, change: (params: URLSearchParams) => void): string {
  const [pathname = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  change(params);
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Generated and fixed hostile cases for one route. */
function casesFor(route: RouteEntry, base: Req, runs: number, seed: number): Case[] {
  const cases: Case[] = [];
  const jsonBody = isObject(base.payload);
  const label = `${route.method} ${route.url}`;
  if (jsonBody) {
    for (const raw of MALFORMED_JSON) {
      cases.push({
        req: {
          ...base,
          payload: raw,
          headers: { ...base.headers, 'content-type': 'application/json' },
        },
        mustRefuse: true,
        label: `${label} malformed ${JSON.stringify(raw)}`,
      });
    }
    for (const body of WRONG_BODIES) {
      cases.push({
        req: {
          ...base,
          payload: JSON.stringify(body),
          headers: { ...base.headers, 'content-type': 'application/json' },
        },
        mustRefuse: Object.keys(base.payload as object).length > 0,
        label: `${label} body ${JSON.stringify(body)}`,
      });
    }
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data',
    ]) {
      cases.push({
        req: {
          ...base,
          payload: type.includes('form-urlencoded') ? 'a=1&b=2' : JSON.stringify(base.payload),
          headers: { ...base.headers, 'content-type': type },
        },
        // A route that reads no body may ignore it; one that needs a body must refuse.
        mustRefuse: Object.keys(base.payload as object).length > 0,
        label: `${label} content-type ${type}`,
      });
    }
    const keys = Object.keys(base.payload as object);
    const mutation = fc.oneof(
      fc.record({
        op: fc.constant('set' as const),
        key: fc.constantFrom(...(keys.length ? keys : ['x'])),
        value: hostileValue,
      }),
      fc.record({
        op: fc.constant('drop' as const),
        key: fc.constantFrom(...(keys.length ? keys : ['x'])),
        value: fc.constant(null),
      }),
      fc.record({
        op: fc.constant('extra' as const),
        key: fc.string({ maxLength: 12 }),
        value: hostileValue,
      }),
    );
    const samples = fc.sample(fc.array(mutation, { minLength: 1, maxLength: 3 }), {
      numRuns: runs,
      seed,
    });
    for (const ops of samples) {
      const body: Record<string, unknown> = { ...(base.payload as Record<string, unknown>) };
      for (const { op, key, value } of ops) {
        if (op === 'drop') delete body[key];
        else body[key] = value;
      }
      cases.push({
        req: { ...base, payload: body },
        mustRefuse: false,
        label: `${label} ${JSON.stringify(ops).slice(0, 120)}`,
      });
    }
  }
  if (route.url.includes(':')) {
    const bad = [
      'not-a-uuid',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      encodeURIComponent("1' or '1'='1"),
      encodeURIComponent('<script>'),
      'x'.repeat(3000),
      '%E0%A4%A',
      '%zz',
      randomUUID(),
      randomUUID().toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      encodeURIComponent('\u202e😀'),
      '-1',
      '1e308',
      'NaN',
    ];
    for (const value of bad) {
      cases.push({
        req: {
          ...base,
          url: `${fill(route.url, value)}${base.url.includes('?') ? `?${base.url.split('?')[1]}` : ''}`,
        },
        mustRefuse: true,
        label: `${label} param ${value.slice(0, 40)}`,
      });
    }
  }
  if (base.url.includes('?')) {
    const keys = [...new URLSearchParams(base.url.split('?')[1]).keys()];
    const samples = fc.sample(
      fc.record({ key: fc.constantFrom(...keys), value: hostileValue, drop: fc.boolean() }),
      { numRuns: Math.ceil(runs / 2), seed: seed + 1 },
    );
    for (const { key, value, drop } of samples) {
      const url = withQuery(base.url, (p) => {
        if (drop) p.delete(key);
        else p.set(key, typeof value === 'string' ? value.slice(0, 5000) : JSON.stringify(value));
      });
      cases.push({ req: { ...base, url }, mustRefuse: false, label: `${label} query ${key}` });
    }
    for (const extra of [
      'a[]=1&a[]=2',
      'search=1&search=2',
      `relationId=${randomUUID()}&relationId=${randomUUID()}`,
    ]) {
      cases.push({
        req: { ...base, url: `${base.url}&${extra}` },
        mustRefuse: false,
        label: `${label} query ${extra}`,
      });
    }
  } else if (route.method === 'GET') {
    cases.push({
      req: { ...base, url: `${base.url}?x=${encodeURIComponent(HUGE.slice(0, 4000))}&__proto__=1` },
      mustRefuse: false,
      label: `${label} extra query`,
    });
  }
  return cases;
}

describe.each(backends)('hostile input on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cargo-hostile-'));
  beforeAll(async () => {
    // Mail (an invitation the hostile run manages to send) goes to a mail server, as in
    // production, not to the development mail folder under DATA_DIR that the checks watch.
    smtp = await startSmtpStandIn();
    t = await startApp(backend, { authRateLimit: 1_000_000, dataDir, smtpUrl: smtp.url });
    f = await buildFixture(t.app, t.db, `Hostile${randomBytes(3).toString('hex')}`);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every route a 4xx envelope or a success, never a 5xx, and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    let sent = 0;
    let refused = 0;
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    for (const [index, route] of routes.entries()) {
      // The logout route would end this customer's session: attack it without one.
      const cookie = route.url === '/api/auth/logout' ? '' : f.cookie;
      const base = baseRequest(route, f);
      for (const c of casesFor(route, base, 24, 7000 + index)) {
        const before = await rowCounts(t);
        const res = await send(t.app, cookie, c.req);
        sent += 1;
        const status = res.statusCode;
        if (status >= 500) {
          failures.push(`${c.label}: ${status} ${res.body.slice(0, 200)}`);
          continue;
        }
        if (c.mustRefuse && (status < 400 || status >= 500)) {
          failures.push(`${c.label}: expected a 4xx, got ${status} ${res.body.slice(0, 120)}`);
        }
        if (status >= 400) {
          refused += 1;
          let body: { status?: unknown; message?: unknown } = {};
          try {
            body = res.json();
          } catch {
            failures.push(`${c.label}: ${status} is not JSON: ${res.body.slice(0, 80)}`);
          }
          if (body.status !== false || typeof body.message !== 'string' || !body.message.trim()) {
            failures.push(
              `${c.label}: ${status} without an error envelope: ${res.body.slice(0, 120)}`,
            );
          } else if (
            /at \w+ \(|node_modules|\/work\/|select |insert into|syntax error/i.test(body.message)
          ) {
            failures.push(`${c.label}: the message leaks internals: ${body.message.slice(0, 160)}`);
          }
          const after = await rowCounts(t);
          if (after !== before) failures.push(`${c.label}: refused with ${status} but wrote rows`);
        }
      }
      // Still signed in and healthy after each route's barrage.
      const alive = await send(t.app, f.cookie, { method: 'GET', url: '/api/customer/user' });
      if (alive.statusCode !== 200)
        failures.push(`after ${route.method} ${route.url}: session lost`);
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 5);
    console.info(
      `hostile input on ${backend}: ${sent} requests over ${routes.length} routes, ${refused} refused, no 5xx`,
    );
  }, 240_000);

  describe('receipt uploads', () => {
    const UPLOAD = '/api/file/group/items/upload';
    // Receipts live in the database's receipt store: count what it holds, and check that
    // nothing is written under DATA_DIR.
    const storedFiles = async () => {
      expect(readdirSync(dataDir)).toEqual([]);
      const [row] = await t.db.select({ n: count() }).from(receiptChunks);
      return row?.n ?? 0;
    };
    const upload = async (name: string, bytes: Buffer, type = 'image/jpeg', field = 'file') => {
      const body = multipart(field, name, bytes, type);
      return send(t.app, f.cookie, {
        method: 'POST',
        url: UPLOAD,
        payload: body.payload,
        headers: body.headers,
      });
    };
    const present = () => t.app.routeTable.some((r) => r.method === 'POST' && r.url === UPLOAD);

    it('refuses oversized, empty, non-image and misnamed files without storing anything', async () => {
      if (!present()) return;
      const refusals: [string, Buffer, string, string, number[]][] = [
        [
          'big.jpg',
          Buffer.concat([TINY_JPEG, Buffer.alloc(10 * 1024 * 1024 + 1)]),
          'image/jpeg',
          'file',
          [413],
        ],
        ['empty.jpg', Buffer.alloc(0), 'image/jpeg', 'file', [400, 415, 422]],
        [
          'notes.jpg',
          Buffer.from('just some text, not an image'),
          'image/jpeg',
          'file',
          [400, 415, 422],
        ],
        [
          'page.png',
          Buffer.from('<!doctype html><script>alert(1)</script>'),
          'image/png',
          'file',
          [400, 415, 422],
        ],
        [
          'vector.svg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          'image/svg+xml',
          'file',
          [400, 415, 422],
        ],
        ['receipt.jpg', TINY_JPEG, 'image/jpeg', 'notfile', [400]],
      ];
      for (const [name, bytes, type, field, statuses] of refusals) {
        const before = await rowCounts(t);
        const files = await storedFiles();
        const res = await upload(name, bytes, type, field);
        expect(statuses, `${name}: ${res.statusCode} ${res.body.slice(0, 100)}`).toContain(
          res.statusCode,
        );
        expect(res.json()).toMatchObject({ status: false });
        expect((res.json() as { message: string }).message.length).toBeGreaterThan(0);
        expect(await rowCounts(t)).toBe(before);
        expect(await storedFiles()).toBe(files);
      }
      const big = await upload(
        'big.jpg',
        Buffer.concat([TINY_JPEG, Buffer.alloc(10 * 1024 * 1024 + 1)]),
      );
      expect(big.json()).toEqual({ status: false, message: 'Image size to too large' });
    });

    it('refuses JSON, two files and a missing file with a 4xx envelope', async () => {
      if (!present()) return;
      const json = await send(t.app, f.cookie, {
        method: 'POST',
        url: UPLOAD,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBeGreaterThanOrEqual(400);
      expect(json.statusCode).toBeLessThan(500);
      const boundary = 'twofiles';
      const part = (n: number) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r${n}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      const two = Buffer.concat([
        Buffer.from(part(1)),
        TINY_JPEG,
        Buffer.from('\r\n'),
        Buffer.from(part(2)),
        TINY_JPEG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const before = await rowCounts(t);
      const res = await send(t.app, f.cookie, {
        method: 'POST',
        url: UPLOAD,
        payload: two,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode === 200 || (res.statusCode >= 400 && res.statusCode < 500)).toBe(true);
      if (res.statusCode >= 400) expect(await rowCounts(t)).toBe(before);
      const none = await send(t.app, f.cookie, {
        method: 'POST',
        url: UPLOAD,
        payload: Buffer.from(`--${boundary}--\r\n`),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ status: false, message: 'Recipt copy requred!' });
    });

    it('stores path-traversal names under a name of its own, in the receipt store', async () => {
      if (!present()) return;
      const names = [
        '../../../../etc/passwd.jpg',
        '..\\..\\windows\\win.jpg',
        '/etc/shadow.jpg',
        'a/../../b.jpg',
        'nul\u0000byte.jpg',
        `${'x'.repeat(2000)}.jpg`,
        'quote"; filename=evil.html',
        'crlf\r\nSet-Cookie: a=b.jpg',
      ];
      for (const name of names) {
        const res = await upload(name, TINY_JPEG);
        expect(res.statusCode, `${JSON.stringify(name)}: ${res.body.slice(0, 100)}`).toBeLessThan(
          500,
        );
        if (res.statusCode !== 200) continue;
        const stored = (res.json() as { data: { path: string }[] }).data[0]!.path;
        expect(stored).toMatch(/^[0-9a-f]{32}\.jpg$/);
        const served = await send(t.app, f.cookie, { method: 'GET', url: `/api/file/${stored}` });
        expect(served.statusCode).toBe(200);
        expect(String(served.headers['content-disposition'])).not.toMatch(
          /\.\.|passwd|evil|Set-Cookie/i,
        );
      }
      expect(readdirSync(dataDir)).toEqual([]);
    });

    it('serves an image with a trailing script only as an inert image', async () => {
      if (!present()) return;
      const polyglot = Buffer.concat([
        TINY_JPEG,
        Buffer.from('<script>alert(document.cookie)</script><html>'),
      ]);
      const res = await upload('receipt.jpg', polyglot, 'text/html');
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode !== 200) {
        expect(res.json()).toMatchObject({ status: false });
        return;
      }
      const stored = (res.json() as { data: { path: string; mimeType: string }[] }).data[0]!;
      expect(stored.mimeType).toBe('image/jpeg');
      const served = await send(t.app, f.cookie, {
        method: 'GET',
        url: `/api/file/${stored.path}`,
      });
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(String(served.headers['content-security-policy'])).toMatch(/sandbox/);
      expect(String(served.headers['content-security-policy'])).toMatch(/default-src 'none'/);
    });
  });
});
