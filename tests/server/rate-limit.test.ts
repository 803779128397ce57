import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { backends, startApp, type TestApp } from './harness';

// Several API processes behind a load balancer share one database: the sign-in throttle must
// count attempts across all of them, not per process.
describe.each(backends)('sign-in throttle shared through the database on %s', (backend) => {
  let first: TestApp;
  let second: App;
  beforeAll(async () => {
    first = await startApp(backend, { authRateLimit: 4 });
    second = await buildApp({ config: first.config, database: first.app.database });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const attempt = (app: App, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: 'someone@example.com', password: 'not-the-password' },
    });

  it('refuses the fifth attempt whichever server it reaches', async () => {
    const codes: number[] = [];
    for (const app of [first.app, second, first.app, second, first.app, second]) {
      codes.push((await attempt(app, '203.0.113.7')).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await attempt(second, '203.0.113.7');
    expect(refused.json()).toEqual({
      status: false,
      message: 'Too many attempts, try again later',
    });
  });

  it('counts each client address on its own', async () => {
    expect((await attempt(first.app, '203.0.113.8')).statusCode).toBe(401);
    expect((await attempt(second, '203.0.113.9')).statusCode).toBe(401);
  });

  it('counts sign-in and sign-up separately', async () => {
    const res = await second.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '203.0.113.7',
      payload: { firstName: 'A', lastName: 'B', email: 'bad', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});
