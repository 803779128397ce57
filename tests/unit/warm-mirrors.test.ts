import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIRROR_LOADERS, warmMirrors } from '../../src/app/warm-mirrors';
import { reportServerReachable } from '../../src/lib/connectivity';
import type { CustomerDb } from '../../src/offline/db';
import { mirrorStamp } from '../../src/offline/mirrors/store';
import { VOUCHED } from '../../src/offline/mirrors/check';
import { CUSTOMER, newDbName, openTestDb } from './outbox-fake-server';
import { MIRRORED_LIST_PATHS } from '../fixtures/mirrored-lists';

const VEHICLE = '0b5e0000-0000-4000-8000-000000000001';
const SHARED = '0b5e0000-0000-4000-8000-000000000002';
const subscribed = [
  {
    id: VEHICLE,
    customer: CUSTOMER,
    vehicleDetails: { name: 'Corolla', body: 'Hatch', engine: '2.0' },
  },
];
/** A vehicle another owner shares with the customer as a driver. */
const shared = {
  id: SHARED,
  customer: '0b5e0000-0000-4000-8000-0000000000ff',
  vehicleDetails: { name: 'Hilux', body: 'Ute', engine: '2.8' },
};

let db: CustomerDb;
let asked: string[];

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  db = openTestDb(newDbName());
  await db.open();
  asked = [];
});
afterEach(async () => {
  vi.unstubAllGlobals();
  reportServerReachable(true);
  await db.delete();
});

describe('background refresh of every mirror (issue 11 item 18)', () => {
  it("fills the claim form's vehicles first, then their fuel cards, without any screen", async () => {
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      if (input === '/api/customer/subscribed/vehicles')
        return envelope(200, { status: true, message: '', data: [...subscribed, shared] });
      if (input.startsWith('/api/customer/cargo/cards'))
        return envelope(200, { status: true, message: '', data: null });
      return envelope(404, { status: false, message: 'Not found' });
    });
    await warmMirrors(db);
    // The start's one check first (refused here: every mirror is then asked for).
    expect(asked[0]).toBe('/api/customer/mirrors');
    expect(asked[1]).toBe('/api/customer/subscribed/vehicles');
    expect(asked[2]).toContain(
      `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${VEHICLE}`,
    );
    expect((await db.subscribedVehicles.toArray()).map((v) => v.id)).toEqual([VEHICLE, SHARED]);
    expect(await db.fuelCards.get(VEHICLE)).toMatchObject({ vehicleId: VEHICLE, card: null });
    // The shared vehicle's card is its owner's: not asked for (the server would refuse it).
    expect(asked.filter((url) => url.includes(SHARED))).toEqual([]);
    expect(await mirrorStamp(db, 'subscribedVehicles')).not.toBeNull();
    // A route that refuses does not stop the others: every mirror was asked for.
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/customer/payout-account',
        '/api/customer/monthly/expenses',
        '/api/customer/dashboard',
        '/api/customer/vehicles',
        '/api/customer/payments/logs',
        '/api/customer/subscription/logs',
        '/api/customer/cards',
        '/api/user/banks',
      ]),
    );
  });

  it("fills the dashboard's 'Coming up' and forecast cards, which the start's check vouches for (issue 39 item 17)", async () => {
    const item = {
      vehicleId: VEHICLE,
      vehicleLabel: 'Corolla',
      kind: 'service',
      title: 'Service',
      dueDate: '2026-03-10',
      dueKm: 50_000,
      basis: 'From your readings',
      overdue: false,
    };
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      if (input === '/api/customer/coming-up')
        return envelope(200, { status: true, message: '', data: [item] });
      return envelope(404, { status: false, message: 'Not found' });
    });
    await warmMirrors(db);
    expect(asked).toContain('/api/customer/budget/forecast');
    expect(await db.comingUp.toArray()).toEqual([{ id: `${VEHICLE}:service`, ...item, _order: 0 }]);
    expect(await mirrorStamp(db, 'comingUp')).not.toBeNull();
    // Whatever a 304 stands for, a start fills (the profile is the session's own).
    const filled = new Set<string>(MIRROR_LOADERS.map(([name]) => name));
    const vouchedOnly = [...VOUCHED].filter((name) => !filled.has(name));
    expect(vouchedOnly.sort()).toEqual(['profile', 'uploadUrl']);
  });

  it('stops at the first sign of no network and leaves the mirrors as they were', async () => {
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      throw new TypeError('Failed to fetch');
    });
    await warmMirrors(db);
    expect(asked).toEqual(['/api/customer/mirrors']);
    expect(await mirrorStamp(db, 'subscribedVehicles')).toBeNull();
  });
});

describe('an online start where nothing changed (issue 25)', () => {
  const LISTS = MIRRORED_LIST_PATHS;
  const dashboard = {
    totalVehicles: 1,
    activeVehicles: 1,
    monthlyTotal: 0,
    expensesThisMonth: 0,
  };
  let version = 1;
  let sentTags: (string | null)[];
  let dashboardTotal = 0;
  let readTags: [string, string | null][];

  /** A server whose lists answer ETags and 304s, as the real one does. */
  const server = async (input: string, init?: RequestInit) => {
    asked.push(input);
    const headers = new Headers(init?.headers);
    if (LISTS.includes(input)) {
      const tag = `W/"${version}.0-${input.length}"`;
      sentTags.push(headers.get('If-None-Match'));
      if (headers.get('If-None-Match') === tag) return new Response(null, { status: 304 });
      const data = input === '/api/customer/subscribed/vehicles' ? subscribed : [];
      return new Response(JSON.stringify({ status: true, message: '', data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: tag },
      });
    }
    // The reads that are not lists answer a digest of their JSON (plugins/answer-etag.ts).
    const read =
      input === '/api/customer/dashboard'
        ? { ...dashboard, monthlyTotal: dashboardTotal }
        : input.startsWith('/api/customer/cargo/cards')
          ? null
          : undefined;
    if (read !== undefined) {
      const body = JSON.stringify({ status: true, message: '', data: read });
      const tag = `W/"${body.length}-${dashboardTotal}"`;
      readTags.push([input, headers.get('If-None-Match')]);
      if (headers.get('If-None-Match') === tag) return new Response(null, { status: 304 });
      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: tag },
      });
    }
    return envelope(404, { status: false, message: 'Not found' });
  };

  /** Every row IndexedDB is asked to write, delete or clear while `run` runs. */
  async function writesDuring(run: () => Promise<unknown>): Promise<number> {
    const proto = IDBObjectStore.prototype;
    const spies = (['put', 'add', 'delete', 'clear'] as const).map((method) =>
      vi.spyOn(proto, method),
    );
    try {
      await run();
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  }

  beforeEach(() => {
    version = 1;
    sentTags = [];
    dashboardTotal = 0;
    readTags = [];
  });

  it("keeps a fuel card's ETag (a read that is not a list), sends it, and writes nothing on a 304", async () => {
    vi.stubGlobal('fetch', server);
    const card = (tag: string | null) => [
      `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${VEHICLE}`,
      tag,
    ];
    await warmMirrors(db);
    expect(readTags).toContainEqual(card(null));
    const cardTag = (await db.meta.get(`fuelCards:${VEHICLE}`))?.etag;
    expect(cardTag).toMatch(/^W\//);

    readTags = [];
    const second = await writesDuring(() => warmMirrors(db, () => Date.now() + 60_000));
    expect(readTags).toContainEqual(card(String(cardTag)));
    expect(second).toBe(0);

    // Its answer changes (here its tag): it is kept again, under the new tag.
    dashboardTotal = 5000;
    readTags = [];
    const third = await writesDuring(() => warmMirrors(db, () => Date.now() + 120_000));
    expect(third).toBeGreaterThan(0);
    const newTag = (await db.meta.get(`fuelCards:${VEHICLE}`))?.etag;
    expect(newTag).toMatch(/^W\//);
    expect(newTag).not.toBe(cardTag);
  });

  it("sends each list's ETag, and writes nothing when every answer says it stands", async () => {
    vi.stubGlobal('fetch', server);
    const first = await writesDuring(() => warmMirrors(db));
    expect(first).toBeGreaterThan(0);
    expect(sentTags.every((tag) => tag === null)).toBe(true);
    const stamp = await mirrorStamp(db, 'vehicles');

    sentTags = [];
    asked = [];
    // Past the 30 s in which a mirror is not asked again.
    const second = await writesDuring(() => warmMirrors(db, () => Date.now() + 60_000));
    expect(sentTags).toHaveLength(LISTS.length);
    expect(sentTags.every((tag) => tag?.startsWith('W/"1.0-'))).toBe(true);
    expect(second).toBe(0);
    expect(await mirrorStamp(db, 'vehicles')).toBe(stamp);
    expect((await db.subscribedVehicles.toArray()).map((v) => v.id)).toEqual([VEHICLE]);

    // Once the server's version moves on, the lists are read and kept again.
    version = 2;
    sentTags = [];
    const third = await writesDuring(() => warmMirrors(db, () => Date.now() + 120_000));
    expect(third).toBeGreaterThan(0);
    expect((await db.meta.get('vehicles'))?.etag).toBe(
      `W/"2.0-${'/api/customer/vehicles'.length}"`,
    );
  });
});
