import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { customers, sessions } from '../../../server/db/schema';
import { purgeExpiredSessions, sessionIdOf } from '../../../server/domain/accounts/sessions';
import { ERROR_STATUSES } from '../../../server/plugins/error-responses';
import { seedAll } from '../../../server/seed/index';
import { backends, signUp, startApp, type TestApp } from '../harness';

const SESSION_SECRET = 'edges-test-session-secret-0123456789abcdef';
// Production refuses the sandbox provider; these keys are never used to call Stripe here.
const STRIPE_KEYS = { stripeSecretKey: 'sk_test_edges', stripePublishableKey: 'pk_test_edges' };
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET,
  SUPPLIER_NAME: 'CarGo Pty Ltd',
  SUPPLIER_ABN: '51 824 753 556',
  SUPPLIER_ADDRESS: '1 Example Street, Sydney NSW 2000',
  PUBLIC_URL: 'https://portal.example.com',
  PAYOUT_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtps://user:pw@mail.example.com:465',
};

describe('configuration at the edges (issue 11 items 11 and 16)', () => {
  it('listens on loopback in development unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION_ENV).host).toBe('0.0.0.0');
  });

  it('never seeds the demo customer in production, and refuses being asked to', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).seedDemo).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });

  it('reads TRUST_PROXY as a list of addresses and ranges, empty by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps the absolute session lifetime at least the sliding one', () => {
    expect(loadConfig({}).sessionMaxDays).toBeGreaterThanOrEqual(loadConfig({}).sessionDays);
    expect(() => loadConfig({ SESSION_DAYS: '20', SESSION_MAX_DAYS: '10' })).toThrow(
      /SESSION_MAX_DAYS/,
    );
  });
});

for (const backend of backends) {
  describe(`edges of the server (${backend})`, () => {
    let t: TestApp;
    let direct: TestApp;
    let proxied: TestApp;

    beforeAll(async () => {
      t = await startApp(backend, { sessionSecret: SESSION_SECRET, requestTimeoutSeconds: 1 });
      // Production with no proxy named: every forwarded header is the client's own word.
      direct = await startApp(backend, {
        nodeEnv: 'production',
        sessionSecret: SESSION_SECRET,
        authRateLimit: 3,
        trustProxy: [],
        ...STRIPE_KEYS,
      });
      // Production behind the proxy at 10.0.0.2, the only one named.
      proxied = await startApp(backend, {
        nodeEnv: 'production',
        sessionSecret: SESSION_SECRET,
        authRateLimit: 3,
        trustProxy: ['10.0.0.2'],
        ...STRIPE_KEYS,
      });
    }, 180_000);
    afterAll(async () => {
      await t?.close();
      await direct?.close();
      await proxied?.close();
    });

    it("sends the security headers on the router's own 400 and 414", async () => {
      const bad = await t.app.inject({ method: 'DELETE', url: '/api/customer/card/%zz' });
      const long = await t.app.inject({
        method: 'DELETE',
        url: `/api/customer/card/${'a'.repeat(3000)}`,
      });
      expect(bad.statusCode).toBe(400);
      expect(long.statusCode).toBe(414);
      for (const res of [bad, long]) {
        expect(res.json().status).toBe(false);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
        expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
      }
    });

    it('answers no-store on what a signed-in customer reads', async () => {
      const { cookie } = await signUp(t.app);
      for (const [method, url] of [
        ['GET', '/api/customer/user'],
        ['GET', '/api/customer/dashboard'],
        ['POST', '/api/customer/vehicles'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie },
          ...(method === 'POST' ? { payload: { offset: 0, next: 7 } } : {}),
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    });

    it('ignores X-Forwarded-For from a proxy nobody named, even on a private address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await direct.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.7',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email: 'nobody@example.com', password: `wrong-${i}-password` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });

    it('believes X-Forwarded-For from the proxy TRUST_PROXY names', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email: 'nobody@example.com', password: `wrong-${i}-password` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
    });

    it('ignores X-Forwarded-Host and -Proto from a proxy nobody named', async () => {
      const forged = await direct.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.0.7',
        headers: {
          host: 'portal.example.com',
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
        },
        payload: {
          firstName: 'F',
          lastName: 'H',
          email: 'fh@example.com',
          password: 'pw-12345678',
        },
      });
      expect(forged.statusCode).toBe(403);
      const rows = await direct.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, 'fh@example.com'));
      expect(rows).toEqual([]);
      const plain = await direct.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.0.8',
        headers: { 'x-forwarded-proto': 'https' },
        payload: {
          firstName: 'F',
          lastName: 'P',
          email: 'fp@example.com',
          password: 'pw-12345678',
        },
      });
      expect(plain.statusCode).toBe(200);
      expect(String(plain.headers['set-cookie'])).not.toMatch(/; Secure/);
      const viaProxy = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
        payload: {
          firstName: 'F',
          lastName: 'S',
          email: 'fs@example.com',
          password: 'pw-12345678',
        },
      });
      expect(viaProxy.statusCode).toBe(200);
      expect(String(viaProxy.headers['set-cookie'])).toMatch(/; Secure/);
    });

    it('counts change-password attempts against the sign-in limit', async () => {
      const remoteAddress = '10.3.3.3';
      const register = await direct.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: {
          firstName: 'C',
          lastName: 'P',
          email: 'cp@example.com',
          password: 'pw-12345678',
        },
      });
      expect(register.statusCode).toBe(200);
      const cookie = String(register.headers['set-cookie']).split(';')[0] ?? '';
      const statuses: number[] = [];
      const wrongLogin = () =>
        direct.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email: 'cp@example.com', password: 'not-the-password' },
        });
      const wrongChange = (i: number) =>
        direct.app.inject({
          method: 'POST',
          url: '/api/customer/change/password',
          remoteAddress,
          headers: { cookie },
          payload: {
            oldPassword: `guess-number-${i}`,
            password: 'new-password-1',
            confirmPassword: 'new-password-1',
          },
        });
      statuses.push((await wrongLogin()).statusCode);
      for (let i = 0; i < 24; i += 1) statuses.push((await wrongChange(i)).statusCode);
      // One sign-in and two guesses fill the limit of 3; every later guess is refused.
      expect(statuses.slice(0, 3)).toEqual([401, 400, 400]);
      expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
      expect((await wrongLogin()).statusCode).toBe(429);
    });

    it('closes a connection whose body stops arriving for REQUEST_TIMEOUT_SECONDS', async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (chunk) => (received += String(chunk)));
        socket.on('close', () => resolve(received));
        socket.on('error', () => resolve(received));
      });
      // Headers promising 1,000 bytes, then a trickle that never finishes.
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"email":',
      );
      // The signal is the server closing the socket; it must not have answered the half request.
      const received = await answer;
      expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
    });

    it('ends a session at its absolute end however recently it was used', async () => {
      const alex = await signUp(t.app);
      const token = alex.cookie.split('=')[1] ?? '';
      const id = sessionIdOf(token, SESSION_SECRET);
      const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
      if (!row) throw new Error('no session row');
      const days = (row.endsOn.getTime() - row.createdOn.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(t.config.sessionMaxDays, 1);

      // Sliding end an hour off, absolute end ten days off: using it slides the end to the
      // absolute end, not the full SESSION_DAYS.
      await t.db
        .update(sessions)
        .set({ expiresOn: sql`now() + interval '1 hour'`, endsOn: sql`now() + interval '10 days'` })
        .where(eq(sessions.id, id));
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: alex.cookie },
      });
      expect(read.statusCode).toBe(200);
      const [slid] = await t.db.select().from(sessions).where(eq(sessions.id, id));
      expect(slid?.expiresOn.getTime()).toBe(slid?.endsOn.getTime());

      await t.db
        .update(sessions)
        .set({
          expiresOn: sql`now() + interval '10 days'`,
          endsOn: sql`now() - interval '1 second'`,
        })
        .where(eq(sessions.id, id));
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: alex.cookie },
      });
      expect(after.statusCode).toBe(401);

      await purgeExpiredSessions(t.db);
      expect(await t.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
    });

    it('never writes the demo customer when the configuration says production', async () => {
      await seedAll(direct.db, { ...direct.config, seedDemo: true });
      const demo = await direct.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, 'demo@cargo.test'));
      expect(demo).toEqual([]);
    });

    it('declares every error answer of every API route in the OpenAPI document', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as { paths: Record<string, Record<string, { responses: object }>> };
      const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, op })),
      );
      expect(operations.length).toBeGreaterThan(30);
      for (const { path, method, op } of operations) {
        const declared = Object.keys(op.responses);
        for (const status of ERROR_STATUSES) {
          expect(declared, `${method} ${path}`).toContain(String(status));
        }
      }
    });

    it('serves no map of the API when API_DOCS=false', async () => {
      const closed = await startApp(backend, {
        nodeEnv: 'production',
        sessionSecret: SESSION_SECRET,
        apiDocs: false,
        ...STRIPE_KEYS,
      });
      try {
        for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
          const res = await closed.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(404);
          expect(res.json()).toEqual({ status: false, message: 'No such API route' });
        }
        expect((await closed.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
          200,
        );
      } finally {
        await closed.close();
      }
    });
  });
}
