import { afterEach, describe, expect, it } from 'vitest';
import { getSession, startSession } from '../../../src/lib/session';
import { demoUser, mockApi, ok, resetAll } from '../app/helpers';

describe('session start', () => {
  afterEach(async () => {
    window.history.pushState({}, '', '/');
    await resetAll();
  });

  it('does not ask the server on the sign-in page when nobody is kept on this device', async () => {
    window.history.pushState({}, '', '/portal/login');
    const api = mockApi({});
    await startSession();
    expect(api.calls).toEqual([]);
    expect(getSession()).toMatchObject({ status: 'signed-out', reason: 'anonymous' });
  });

  it('asks the server anywhere else, and signs in whoever the cookie belongs to', async () => {
    window.history.pushState({}, '', '/portal/vehicles');
    const api = mockApi({ 'GET /api/customer/user': ok(demoUser()) });
    await startSession();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain('GET /api/customer/user');
    expect(getSession()).toMatchObject({ status: 'signed-in' });
  });
});
