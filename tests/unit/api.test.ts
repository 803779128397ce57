import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../src/lib/toast', () => ({ toast }));

import { api, ApiError, apiUrl, onSessionExpired, OFFLINE_MESSAGE } from '../../src/lib/api';
import { isOnline } from '../../src/lib/connectivity';

type Answer = { status: number; body: string };
const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });

function serve(answer: Answer | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return new Response(answer.body, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  toast.error.mockClear();
  toast.success.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('unwraps the envelope and parses data with the schema', async () => {
    const fetchMock = serve(
      json(200, { status: true, message: 'Dashboard', data: { total: '7' } }),
    );
    const data = await api.get('/api/customer/dashboard', z.object({ total: z.coerce.number() }));
    expect(data).toEqual({ total: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/customer/dashboard');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sends JSON bodies and toasts the server message on success when asked', async () => {
    const fetchMock = serve(
      json(200, { status: true, message: 'Profile updated successfully', data: null }),
    );
    await api.post('/customer/update', { firstName: 'Liv' }, z.null(), { toastSuccess: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/customer/update');
    expect(init?.body).toBe('{"firstName":"Liv"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(toast.success).toHaveBeenCalledWith('Profile updated successfully');
  });

  it('calls a network failure offline; a call flagged quietOffline stays quiet, any other says so', async () => {
    serve(new TypeError('Failed to fetch'));
    // The flag, not the HTTP method, decides: a read flagged quiet and a POST list read alike.
    const read = await failure(api.get('/api/customer/user', z.unknown(), { quietOffline: true }));
    expect(read).toMatchObject({ kind: 'offline', status: 0, message: OFFLINE_MESSAGE });
    const list = await failure(
      api.post('/api/customer/cards', undefined, z.unknown(), { quietOffline: true }),
    );
    expect(list.kind).toBe('offline');
    expect(toast.error).not.toHaveBeenCalled();

    // Unflagged, a read says so as a write does.
    const unflagged = await failure(api.get('/api/customer/user', z.unknown()));
    expect(unflagged.kind).toBe('offline');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenLastCalledWith(OFFLINE_MESSAGE);
    const write = await failure(api.post('/api/customer/update', {}, z.unknown()));
    expect(write.kind).toBe('offline');
    expect(toast.error).toHaveBeenCalledTimes(2);
  });

  it('keeps a quiet-offline call loud about anything but being offline', async () => {
    serve(json(400, { status: false, message: 'Nope' }));
    await failure(api.get('/api/customer/user', z.unknown(), { quietOffline: true }));
    expect(toast.error).toHaveBeenCalledWith('Nope');
  });

  it('remembers that the server was unreachable until it answers again', async () => {
    serve(new TypeError('Failed to fetch'));
    await failure(api.get('/api/customer/user', z.unknown()));
    expect(isOnline()).toBe(false);
    serve(json(400, { status: false, message: 'Nope' }));
    await failure(api.get('/api/customer/user', z.unknown()));
    expect(isOnline()).toBe(true);
  });

  it('calls a gateway error without our envelope offline too', async () => {
    serve({ status: 503, body: '<html>Service Unavailable</html>' });
    expect((await failure(api.get('/api/customer/user', z.unknown()))).kind).toBe('offline');
  });

  it('tells a refusal apart and shows the server message', async () => {
    serve(json(400, { status: false, message: 'Current password is incorrect' }));
    const error = await failure(api.post('/api/customer/change/password', {}, z.unknown()));
    expect(error).toMatchObject({
      kind: 'refused',
      status: 400,
      message: 'Current password is incorrect',
    });
    expect(toast.error).toHaveBeenCalledWith('Current password is incorrect');
  });

  it('treats status false on a 200 as a refusal', async () => {
    serve(json(200, { status: false, message: 'Nothing to update' }));
    expect(
      await failure(api.put('/api/customer/card/default', { id: 'x' }, z.unknown())),
    ).toMatchObject({
      kind: 'refused',
      message: 'Nothing to update',
    });
  });

  it('reports server failures without leaking anything', async () => {
    serve(json(500, { status: false, message: 'Something went wrong' }));
    expect(await failure(api.get('/api/customer/user', z.unknown()))).toMatchObject({
      kind: 'server',
      status: 500,
      message: 'Something went wrong',
    });
    serve({ status: 500, body: 'stack trace here' });
    const bare = await failure(api.get('/api/customer/user', z.unknown()));
    expect(bare.kind).toBe('server');
    expect(bare.message).not.toContain('stack');
  });

  it('rejects data that does not match the contract', async () => {
    serve(json(200, { status: true, message: 'OK', data: { total: 'many' } }));
    const error = await failure(
      api.get('/api/customer/dashboard', z.object({ total: z.number() })),
    );
    expect(error).toMatchObject({
      kind: 'server',
      message: 'Unexpected response from the server.',
    });
  });

  it('announces an expired session on 401, except for the sign-in calls themselves', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    try {
      serve(json(401, { status: false, message: 'Please sign in' }));
      expect((await failure(api.get('/api/customer/user', z.unknown()))).kind).toBe('unauthorized');
      expect(expired).toHaveBeenCalledTimes(1);

      serve(json(401, { status: false, message: 'Email or password is incorrect' }));
      const login = await failure(
        api.post('/api/auth/login', {}, z.unknown(), { toastError: false }),
      );
      expect(login).toMatchObject({
        kind: 'unauthorized',
        message: 'Email or password is incorrect',
      });
      expect(expired).toHaveBeenCalledTimes(1);
      expect(toast.error).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('sends a body with a delete when given one', async () => {
    const fetchMock = serve(json(200, { status: true, message: 'Cancelled', data: null }));
    await api.del('/api/customer/subscription/log/abc', z.null(), { body: { id: 'abc' } });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', body: '{"id":"abc"}' });
  });

  it('prefixes /api only when missing', () => {
    expect(apiUrl('/customer/user')).toBe('/api/customer/user');
    expect(apiUrl('customer/user')).toBe('/api/customer/user');
    expect(apiUrl('/api/customer/user')).toBe('/api/customer/user');
    expect(apiUrl('https://uploads.example/api/file/group/items/upload')).toBe(
      'https://uploads.example/api/file/group/items/upload',
    );
  });
});
