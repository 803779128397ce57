import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ADDRESS_SEARCH_RATE_MESSAGE } from '../../server/routes/address';
import { backends, signUp, startApp, type TestApp } from './harness';

const KEY = 'maps-key-that-must-stay-on-the-server';

/** A loopback stand-in for the maps service: records each request, answers what the test sets. */
async function startMapsStandIn() {
  const seen: URL[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { results: [] } };
  const server: Server = createServer((request: IncomingMessage, response) => {
    seen.push(new URL(request.url ?? '/', 'http://stand-in'));
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    answer: (status: number, body: unknown) => {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const GEORGE_ST = {
  country_code: 'au',
  housenumber: '12',
  street: 'George Street',
  suburb: 'The Rocks',
  city: 'Sydney',
  state_code: 'nsw',
  postcode: '2000',
  formatted: '12 George Street, The Rocks NSW 2000, Australia',
};

describe.each(backends)('address suggestions (%s)', (backend) => {
  let maps: Awaited<ReturnType<typeof startMapsStandIn>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    maps = await startMapsStandIn();
    t = await startApp(backend, {
      maps: { provider: 'geoapify', apiKey: KEY, baseUrl: maps.baseUrl },
    });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await maps?.close();
  });
  afterEach(() => maps.answer(200, { results: [] }));

  const ask = (q: string, withCookie = true) =>
    t.app.inject({
      method: 'GET',
      url: `/api/address/suggestions?q=${encodeURIComponent(q)}`,
      headers: withCookie ? { cookie } : {},
    });

  it('asks the provider for Australian addresses with the key, and answers them split for the form', async () => {
    maps.answer(200, {
      results: [
        GEORGE_ST,
        { ...GEORGE_ST, country_code: 'nz', state_code: 'AUK', formatted: '12 George St, NZ' },
        { ...GEORGE_ST, street: undefined, formatted: 'Sydney NSW 2000' },
      ],
    });
    const response = await ask('12 George St');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      provider: 'geoapify',
      suggestions: [
        {
          label: '12 George Street, The Rocks NSW 2000, Australia',
          address: '12 George Street',
          city: 'The Rocks',
          state: 'NSW',
          zipCode: '2000',
        },
      ],
    });
    const sent = maps.seen.at(-1);
    expect(sent?.pathname).toBe('/v1/geocode/autocomplete');
    expect(sent?.searchParams.get('text')).toBe('12 George St');
    expect(sent?.searchParams.get('filter')).toBe('countrycode:au');
    expect(sent?.searchParams.get('apiKey')).toBe(KEY);
    expect(response.body).not.toContain(KEY);
  });

  it('answers an empty list when the provider fails, without the key anywhere', async () => {
    maps.answer(500, { error: 'down' });
    // A query not answered before: an answer already given is reused from the cache.
    const response = await ask('14 George St');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ provider: 'geoapify', suggestions: [] });
    expect(response.body).not.toContain(KEY);
  });

  it('is for signed-in customers, and refuses a search too short to mean anything', async () => {
    expect((await ask('12 George St', false)).statusCode).toBe(401);
    const short = await ask(' 1 ');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Type at least 3 characters to search');
    const before = maps.seen.length;
    await ask('x'.repeat(121));
    expect(maps.seen.length).toBe(before);
  });

  it('asks the provider once for a query asked again, whatever its case and spacing', async () => {
    maps.answer(200, { results: [GEORGE_ST] });
    const before = maps.seen.length;
    const answers = [
      await ask('7 Harbour Road'),
      await ask('7 Harbour Road'),
      await ask('7  harbour road '),
      ...(await Promise.all([ask('7 Harbour Road'), ask('7 HARBOUR ROAD')])),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json().data.suggestions).toHaveLength(1);
    expect(maps.seen.length - before).toBe(1);
  });

  it('asks again after a failed call instead of keeping the failure', async () => {
    maps.answer(500, { error: 'down' });
    const before = maps.seen.length;
    expect((await ask('9 Failing Lane')).json().data.suggestions).toEqual([]);
    maps.answer(200, { results: [GEORGE_ST] });
    expect((await ask('9 Failing Lane')).json().data.suggestions).toHaveLength(1);
    expect(maps.seen.length - before).toBe(2);
  });

  it('limits each customer to ADDRESS_SEARCH_LIMIT searches a minute across server processes, and says so', async () => {
    const limit = t.config.addressSearchLimit;
    expect(limit).toBe(loadConfig({}).addressSearchLimit);
    // A second server process on the same database draws on the same counter.
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const own = (await signUp(t.app)).cookie;
      const other = (await signUp(t.app)).cookie;
      const search = (q: string, who: string, i = 0) =>
        (i % 2 ? second : t.app).inject({
          method: 'GET',
          url: `/api/address/suggestions?q=${encodeURIComponent(q)}`,
          headers: { cookie: who },
        });
      const before = maps.seen.length;
      const statuses: number[] = [];
      let refused: { status: boolean; message: string } | undefined;
      for (let i = 0; i < 40; i += 1) {
        const answer = await search(`${i + 100} Limit Street`, own, i);
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) refused = answer.json();
      }
      expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
      expect(refused).toEqual({ status: false, message: ADDRESS_SEARCH_RATE_MESSAGE });
      expect(maps.seen.length - before).toBe(limit);
      // Another customer's allowance is their own.
      expect((await search('1 Other Street', other)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('address suggestions with no maps service', () => {
  it('says no provider is configured and suggests nothing', async () => {
    const t = await startApp('pglite');
    try {
      const { cookie } = await signUp(t.app);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/address/suggestions?q=12%20George%20St',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ provider: null, suggestions: [] });
    } finally {
      await t.close();
    }
  });

  it('will not start with a provider and no key', () => {
    expect(() => loadConfig({ MAPS_PROVIDER: 'geoapify' })).toThrow(
      /MAPS_API_KEY: required when MAPS_PROVIDER is set/,
    );
    expect(() => loadConfig({ MAPS_PROVIDER: 'nowhere', MAPS_API_KEY: 'k' })).toThrow(
      /MAPS_PROVIDER/,
    );
    expect(loadConfig({}).maps).toBeNull();
    expect(loadConfig({ MAPS_PROVIDER: 'geoapify', MAPS_API_KEY: 'k' }).maps).toEqual({
      provider: 'geoapify',
      apiKey: 'k',
      baseUrl: 'https://api.geoapify.com',
    });
  });
});
