import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, cookieFrom, signUp, startApp, type TestApp } from './harness';

describe.each(backends)('accounts and sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { seedDemo: true });
  });
  afterAll(async () => t.close());

  it('signs the demo customer in with an HttpOnly SameSite=Lax cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@cargo.test', password: 'demo-password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { email: 'demo@cargo.test' } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/cargo_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.json().data).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong password with a 401 envelope and the same message as an unknown email', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@cargo.test', password: 'nope-nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@cargo.test', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: false, message: 'Email or password is incorrect' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('names the field an overlong sign-in breaks, in words a customer reads', async () => {
    const longEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${'a'.repeat(250)}@cargo.test`, password: 'nope-nope-nope' },
    });
    const longPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@cargo.test', password: 'p'.repeat(201) },
    });
    expect(longEmail.statusCode).toBe(400);
    expect(longEmail.json()).toEqual({
      status: false,
      message: 'Email must be at most 254 characters',
    });
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json()).toEqual({
      status: false,
      message: 'Password must be at most 200 characters',
    });
  });

  it('registers once per email and names the field on bad input', async () => {
    const first = await signUp(t.app, { email: 'twice@example.com' });
    expect(first.user.email).toBe('twice@example.com');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'twice@example.com',
        password: 'long-enough-1',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(false);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: '  ', lastName: 'B', email: 'Not An Email', password: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(
      /First name is required|Please provide a valid email address/,
    );
  });

  it('answers 401 envelopes for customer routes when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/customer/user'],
      ['GET', '/api/customer/dashboard'],
      ['POST', '/api/customer/update'],
      ['POST', '/api/customer/change/password'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ status: false, message: 'Please sign in to continue' });
    }
  });

  it('ends the session on logout', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses state-changing requests from another origin', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:8080' },
    });
    expect(res.statusCode).toBe(403);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie },
    });
    expect(still.statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:8080', host: 'localhost:8080' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('ignores forged cookies', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie: `cargo_session=${'A'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('throttles repeated sign-in attempts', async () => {
    const limited = await startApp(backend, { authRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.com', password: 'whatever-1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('issues a session that lasts SESSION_DAYS and serves request after request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Kai',
        lastName: 'Lee',
        email: `kai-${Date.now()}@example.com`,
        password: 'long-enough-1',
      },
    });
    const header = String(res.headers['set-cookie']);
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(t.config.sessionDays - 0.01);
    expect(days).toBeLessThanOrEqual(t.config.sessionDays);
    const cookie = cookieFrom(res.headers['set-cookie']);
    for (let i = 0; i < 3; i++) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie },
      });
      expect(again.statusCode).toBe(200);
    }
  });
});

describe.each(backends)('API conventions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => t.close());

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'No such API route' });
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: true, message: 'ok', data: { database: backend } });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'The request body is not valid JSON' });
  });

  it('serves the OpenAPI document built from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths).toHaveProperty('/api/auth/login');
    expect(doc.paths['/api/customer/user']).toBeDefined();
  });

  it('sends security headers', async () => {
    // A JSON answer: the API's set (tests/server/security/ checks every header of each set).
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
