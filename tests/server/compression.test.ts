import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/plugins/compression';
import { backends, profileUpdate, signUp, type SignedUp, type TestApp } from './harness';
import { addVehicle, startPaymentsApp } from './payments-fixtures';

const PAGE = { offset: 0, next: 20 };

describe.each(backends)('compressed answers (%s)', (backend) => {
  let t: TestApp;
  let customer: SignedUp;

  beforeAll(async () => {
    t = await startPaymentsApp(backend);
    customer = await signUp(t.app);
    // Enough vehicles for the list to pass the threshold several times over.
    for (let i = 0; i < 12; i += 1) await addVehicle(t.db, customer.user.id);
  });
  afterAll(async () => t?.close());

  const vehicles = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/vehicles',
      headers: {
        cookie: customer.cookie,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: PAGE,
    });

  it('sends a list in brotli or gzip when the client takes it, the same envelope once decoded', async () => {
    const plain = await vehicles();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES * 3);
    const expected = plain.json();
    expect(expected.data).toHaveLength(12);

    const br = await vehicles('br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await vehicles('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('leaves a small answer and a client that asks for nothing uncompressed', async () => {
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/customer/user',
      headers: { cookie: customer.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(user.statusCode).toBe(200);
    expect(user.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(user.headers['content-encoding']).toBeUndefined();
    expect(user.json().data.email).toBe(customer.user.email);

    const identity = await vehicles('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().data).toHaveLength(12);
  });

  it('never inflates a compressed request body: it is refused and changes nothing', async () => {
    const update = (payload: Buffer | object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/update',
        headers: { cookie: customer.cookie, 'content-type': 'application/json', ...headers },
        payload,
      });
    const body = profileUpdate({ firstName: 'Zip' });
    const refused = await update(gzipSync(JSON.stringify(body)), { 'content-encoding': 'gzip' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().message).toEqual(expect.any(String));
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/customer/user',
        headers: { cookie: customer.cookie },
      });
    expect((await read()).json().data.firstName).not.toBe('Zip');

    // The same update sent plainly is taken: the refusal was the encoding, not the fields.
    expect((await update(body)).statusCode).toBe(200);
    expect((await read()).json().data.firstName).toBe('Zip');
  });
});
