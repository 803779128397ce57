import { afterEach, describe, expect, it, vi } from 'vitest';
import { establishSession, getSession, startSession } from '../../../src/offline/session';
import { demoUser, reloadPage, resetAll } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

describe('session start', () => {
  afterEach(async () => {
    window.history.pushState({}, '', '/');
    await resetAll();
  });

  it('does not ask the server on the sign-in page when nobody is kept on this device', async () => {
    window.history.pushState({}, '', '/portal/login');
    const api = serve({});
    await startSession();
    expect(api.calls).toEqual([]);
    expect(getSession()).toMatchObject({ status: 'signed-out', reason: 'anonymous' });
  });

  it('asks the session probe anywhere else, and signs in whoever the cookie belongs to', async () => {
    window.history.pushState({}, '', '/portal/vehicles');
    const api = serve({ 'GET /api/auth/session': ok(demoUser()) });
    await startSession();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/session']);
    expect(getSession()).toMatchObject({ status: 'signed-in' });
  });

  it('takes a null answer from the probe as signed out, without any guarded call', async () => {
    window.history.pushState({}, '', '/portal');
    const api = serve({ 'GET /api/auth/session': ok(null, 'Not signed in') });
    await startSession();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/session']);
    expect(getSession()).toMatchObject({ status: 'signed-out', reason: 'anonymous' });
  });

  it('asks the guarded profile route when a customer is kept on this device', async () => {
    window.history.pushState({}, '', '/portal/vehicles');
    serve({ 'GET /api/customer/user': ok(demoUser()) });
    await establishSession(demoUser());
    reloadPage();
    const api = serve({ 'GET /api/customer/user': ok(demoUser()) });
    await startSession();
    await vi.waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain('GET /api/customer/user'),
    );
    expect(api.calls.map((c) => c.url)).not.toContain('/api/auth/session');
  });
});
