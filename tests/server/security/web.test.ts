import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TopBar } from '../../../src/app/TopBar';
import { sessionIdOf } from '../../../server/domain/accounts/sessions';
import { sessions } from '../../../server/db/schema';
import { LogCapture } from '../../reliability/log-capture';
import { backends, cookieFrom, profileUpdate, signUp, startApp, type TestApp } from '../harness';

const HOSTILE_TEXT = '<img src=x onerror=alert(1)>';
const STRIPE_KEYS = { stripeSecretKey: 'sk_test_reliability', stripePublishableKey: 'pk_test_rel' };
const SESSION_SECRET = 'reliability-session-secret-0123456789abcdef';

function cspOf(res: { headers: Record<string, unknown> }): Map<string, string[]> {
  const raw = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map<string, string[]>();
  for (const part of raw.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe.each(backends)('web security on %s', (backend) => {
  // Two apps per backend (each start migrates and seeds a fresh database, which is the slow part):
  // a development one that logs everything to a capture, and a production one behind a proxy.
  let t: TestApp;
  let prod: TestApp;
  let distDir: string;
  const logs = new LogCapture();
  beforeAll(async () => {
    // A built portal of one page: the documents the server sends.
    distDir = mkdtempSync(path.join(os.tmpdir(), 'cargo-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>CarGo</title>');
    t = await startApp(
      backend,
      { logLevel: 'trace', sessionSecret: SESSION_SECRET, authRateLimit: 1000 },
      { logStream: logs, distDir },
    );
    prod = await startApp(
      backend,
      {
        nodeEnv: 'production',
        sessionSecret: SESSION_SECRET,
        authRateLimit: 3,
        // The proxies in front: inject's own address and the load balancer's network.
        trustProxy: ['127.0.0.1', '10.0.0.0/8'],
        ...STRIPE_KEYS,
      },
      { distDir },
    );
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await prod?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  describe('headers and content security policy', () => {
    it('sends the whole hardening set on documents and 404s', async () => {
      for (const url of ['/portal', '/portal/vehicles', '/api/no/such/route']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
        expect(String(res.headers['strict-transport-security']), url).toMatch(/max-age=\d+/);
        expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['x-powered-by'], url).toBeUndefined();
        expect(String(res.headers['content-security-policy']), url).toContain("default-src 'self'");
      }
    });

    it("sends JSON answers the API's set (OWASP REST) and none of a document's", async () => {
      const { cookie } = await signUp(t.app);
      for (const url of ['/api/health', '/api/customer/user', '/api/customer/dashboard']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(String(res.headers['strict-transport-security']), url).toMatch(/max-age=\d+/);
        expect(res.headers['content-security-policy'], url).toBe(
          "default-src 'none';frame-ancestors 'none'",
        );
        expect(res.headers['x-powered-by'], url).toBeUndefined();
        for (const name of [
          'cross-origin-opener-policy',
          'cross-origin-resource-policy',
          'origin-agent-cluster',
          'referrer-policy',
          'x-dns-prefetch-control',
          'x-download-options',
          'x-permitted-cross-domain-policies',
          'x-xss-protection',
        ]) {
          expect(res.headers[name], `${url} ${name}`).toBeUndefined();
        }
      }
    });

    it('allows no inline or remote script, framing or plugins in the sandbox configuration', async () => {
      const csp = cspOf(await t.app.inject({ method: 'GET', url: '/portal' }));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // WebAssembly compiles (the receipt reader's worker); JavaScript eval stays forbidden.
      expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'none'"]);
      const all = [...csp.values()].flat().join(' ');
      expect(all).not.toMatch(/stripe/);
      expect(all).not.toMatch(/'unsafe-eval'/);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    });

    it("adds Stripe's origins, and only those, when Stripe keys are configured", async () => {
      const csp = cspOf(await prod.app.inject({ method: 'GET', url: '/portal' }));
      expect(csp.get('script-src')).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
        'https://js.stripe.com',
      ]);
      expect(csp.get('connect-src')).toContain('https://api.stripe.com');
      expect(csp.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
      const remote = [...csp.values()].flat().filter((v) => v.startsWith('https://'));
      for (const origin of remote)
        expect(origin).toMatch(/^https:\/\/(js|api|hooks)\.stripe\.com$/);
    });
  });

  describe('cookies, origins and sessions', () => {
    it('sets the session cookie HttpOnly, SameSite=Lax, path /, and not Secure over plain http', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'C',
          lastName: 'F',
          email: 'flags@example.com',
          password: 'pw-123456789',
        },
      });
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^cargo_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Expires=/);
      expect(cookie).not.toMatch(/; Secure/);
    });

    it('refuses state-changing requests from another origin and changes nothing', async () => {
      const customer = await signUp(t.app);
      const before = (
        await t.app.inject({
          method: 'GET',
          url: '/api/customer/user',
          headers: { cookie: customer.cookie },
        })
      ).json();
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'http://localhost:80.evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of attempts) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/customer/update',
          headers: { cookie: customer.cookie, ...headers },
          payload: profileUpdate({ company: 'Hijacked' }),
        });
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({ status: false, message: 'Cross-origin request refused' });
      }
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example' },
        payload: { email: customer.user.email, password: customer.password },
      });
      expect(login.statusCode).toBe(403);
      expect(login.headers['set-cookie']).toBeUndefined();
      const after = (
        await t.app.inject({
          method: 'GET',
          url: '/api/customer/user',
          headers: { cookie: customer.cookie },
        })
      ).json();
      expect(after).toEqual(before);
      // The same write from the portal's own origin goes through.
      const same = await t.app.inject({
        method: 'POST',
        url: '/api/customer/update',
        headers: {
          cookie: customer.cookie,
          origin: 'http://portal.example:8080',
          host: 'portal.example:8080',
        },
        payload: profileUpdate({ company: 'Same Origin Co' }),
      });
      expect(same.statusCode).toBe(200);
    });

    it('answers no CORS preflight that would let another site send JSON with credentials', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/customer/update',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('ends a session when it expires and extends one that is in use', async () => {
      const customer = await signUp(t.app);
      const token = customer.cookie.split('=')[1] ?? '';
      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.customerId, customer.user.id));
      expect(row).toBeDefined();
      // Half-way through its life a used session slides forward.
      await t.db
        .update(sessions)
        .set({ expiresOn: new Date(Date.now() + 2 * 86_400_000) })
        .where(eq(sessions.customerId, customer.user.id));
      const used = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: customer.cookie },
      });
      expect(used.statusCode).toBe(200);
      const [slid] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.customerId, customer.user.id));
      expect(slid!.expiresOn.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
      // Past its expiry it is refused.
      await t.db
        .update(sessions)
        .set({ expiresOn: new Date(Date.now() - 1000) })
        .where(eq(sessions.customerId, customer.user.id));
      const expired = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: customer.cookie },
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ status: false, message: 'Please sign in to continue' });
      expect(token).toHaveLength(43);
    });

    it('ends a session on logout: the old cookie no longer works', async () => {
      const customer = await signUp(t.app);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: customer.cookie },
      });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/cargo_session=;/);
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: customer.cookie },
      });
      expect(again.statusCode).toBe(401);
    });

    it('refuses forged, truncated and foreign session cookies', async () => {
      const customer = await signUp(t.app);
      const token = customer.cookie.split('=')[1] ?? '';
      const forged = [
        `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        token.slice(0, 20),
        `${token}x`,
        "' or 1=1 --",
        'A'.repeat(43),
        sessionIdOf(token, 'not-the-secret'),
      ];
      for (const bad of forged) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/customer/user',
          headers: { cookie: `cargo_session=${encodeURIComponent(bad)}` },
        });
        expect(res.statusCode, bad).toBe(401);
      }
    });

    it('a password change ends every other session and keeps the current one', async () => {
      const customer = await signUp(t.app);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.1.1',
        payload: { email: customer.user.email, password: customer.password },
      });
      expect(login.statusCode).toBe(200);
      const second = cookieFrom(login.headers['set-cookie']);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/customer/change/password',
        headers: { cookie: second },
        payload: {
          oldPassword: customer.password,
          password: 'brand-new-password-9',
          confirmPassword: 'brand-new-password-9',
        },
      });
      expect(change.statusCode).toBe(200);
      const first = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: customer.cookie },
      });
      expect(first.statusCode).toBe(401);
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: second },
      });
      expect(current.statusCode).toBe(200);
      const rows = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.customerId, customer.user.id));
      expect(rows[0]?.n).toBe(1);
      const oldPassword = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.1.2',
        payload: { email: customer.user.email, password: customer.password },
      });
      expect(oldPassword.statusCode).toBe(401);
    });
  });

  describe('behind an https proxy in production', () => {
    it('marks the session cookie Secure when the request came over https', async () => {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
        payload: {
          firstName: 'S',
          lastName: 'P',
          email: 'secure@example.com',
          password: 'pw-123456789',
        },
      });
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    });

    it('throttles login attempts with a 429 envelope after the limit', async () => {
      const remoteAddress = '10.9.9.9';
      const email = 'throttled@example.com';
      const password = 'pw-throttled-1';
      const registered = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: { firstName: 'T', lastName: 'L', email, password },
      });
      expect(registered.statusCode).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await prod.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email, password: `wrong-password-${i}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toEqual({
            status: false,
            message: 'Too many attempts, try again later',
          });
        }
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Even the right password is refused until the window passes.
      const right = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email, password },
      });
      expect(right.statusCode).toBe(429);
      expect(right.headers['set-cookie']).toBeUndefined();
      // Another client is not locked out by this one.
      const other = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.10',
        payload: { email, password },
      });
      expect(other.statusCode).toBe(200);
    });

    it('keeps throttling a client that rotates a forged X-Forwarded-For in front of the proxy', async () => {
      // The proxy appends the address it saw; whatever the client wrote comes before it.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await prod.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.2',
          headers: {
            'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.99`,
            'x-forwarded-proto': 'https',
          },
          payload: { email: 'secure@example.com', password: `wrong-password-${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  });

  describe('what reaches the logs', () => {
    it('never carries a password, session token or id, card number or account number', async () => {
      const password = 'Secret-Pass-Word-777';
      const newPassword = 'Newer-Secret-Pass-888';
      const cardNumber = '4242424242424242';
      const accountNumber = '000123456';
      const customer = await signUp(t.app, { password, email: 'logged@example.com' });
      const tokens = [customer.cookie.split('=')[1] ?? ''];

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'logged@example.com', password },
      });
      tokens.push(cookieFrom(login.headers['set-cookie']).split('=')[1] ?? '');
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'logged@example.com', password: `${password}-wrong` },
      });
      const headers = { cookie: customer.cookie };
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/change/password',
        headers,
        payload: { oldPassword: password, password: newPassword, confirmPassword: newPassword },
      });
      // Full numbers sent where only last 4 digits and provider ids belong: refused, never logged.
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/card',
        headers,
        payload: {
          cardHolderName: `Card ${cardNumber}`,
          cardNumber,
          cardExpiryMonth: 12,
          cardExpiryYear: new Date().getFullYear() + 2,
          paymentMethodId: 'pm_card_visa',
          cardType: 'CREDITCARD',
        },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/user/bank/add',
        headers,
        payload: {
          paymentMethodId: 'pm_auBecsDebit_success',
          bSB: '000-000',
          accountNumber,
          fullName: 'Bank Holder',
          ac_holder_name: 'Bank Holder',
          email: 'logged@example.com',
        },
      });
      // A request that fails validation in the URL too.
      await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: `cargo_session=${tokens[0]}` },
      });

      const text = logs.text;
      expect(logs.lineCount).toBeGreaterThan(10);
      expect(text).toMatch(/"level":10|"level":20|"level":30/);
      for (const secret of [
        password,
        newPassword,
        cardNumber,
        '4242 4242 4242 4242',
        accountNumber,
      ]) {
        expect(text, secret).not.toContain(secret);
      }
      for (const token of tokens) {
        expect(token).toHaveLength(43);
        expect(text).not.toContain(token);
        expect(text).not.toContain(sessionIdOf(token, SESSION_SECRET));
      }
      expect(text).not.toContain('password_hash');
      expect(text).not.toMatch(/scrypt\$|\$scrypt/);
    });
  });

  describe('user-supplied text', () => {
    it('is stored and returned verbatim by the API, never altered or interpreted', async () => {
      const customer = await signUp(t.app, {
        firstName: HOSTILE_TEXT,
        lastName: '"><script>x</script>',
      });
      expect(customer.user.firstName).toBe(HOSTILE_TEXT);
      const update = await t.app.inject({
        method: 'POST',
        url: '/api/customer/update',
        headers: { cookie: customer.cookie },
        payload: profileUpdate({
          firstName: HOSTILE_TEXT,
          company: `${HOSTILE_TEXT} & Co`,
          address: "1 O'Neil St; drop table customers",
        }),
      });
      expect(update.statusCode).toBe(200);
      expect(update.headers['content-type']).toMatch(/^application\/json/);
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: customer.cookie },
      });
      const user = read.json().data as Record<string, string>;
      expect(user.firstName).toBe(HOSTILE_TEXT);
      expect(user.company).toBe(`${HOSTILE_TEXT} & Co`);
      expect(user.address).toBe("1 O'Neil St; drop table customers");
      expect(user.fullName).toContain(HOSTILE_TEXT);
    });
  });
});

describe('rendering user-supplied text in the portal', () => {
  it('shows a hostile name in the top bar as text, not markup', () => {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(TopBar, {
          fullName: `${HOSTILE_TEXT} Driver`,
          onLogout: () => {},
          logoutBusy: false,
        }),
      ),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Driver');
    expect(html).not.toContain('<img');
  });

  it('has no raw-HTML sinks anywhere in the client source', () => {
    const root = path.resolve(import.meta.dirname, '../../../src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(tsx?|jsx?)$/.test(name)) files.push(full);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(10);
    const sinks =
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(|\beval\(|new Function\(/;
    const offenders = files.filter((file) => sinks.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
