import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signUp, startApp, type TestApp } from './harness';

describe.each(backends)('session probe on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => t.close());

  it('answers 200 with data null when nobody is signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Not signed in', data: null });
  });

  it('answers null for a cookie that names no session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'cargo_session=not-a-real-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it("names the session's own customer, without the password hash", async () => {
    const { cookie, user } = await signUp(t.app, { email: 'probe@example.com' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      data: { id: user.id, email: 'probe@example.com' },
    });
    expect(res.body).not.toContain('passwordHash');
  });
});
