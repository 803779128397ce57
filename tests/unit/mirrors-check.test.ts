import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { warmMirrors } from '../../src/app/warm-mirrors';
import { api } from '../../src/lib/api';
import { reportServerReachable } from '../../src/lib/connectivity';
import { clearPrivateStores, MIRRORS_TAG_KEY, type CustomerDb } from '../../src/offline/db';
import { mirrorStamp } from '../../src/offline/mirrors/store';
import { mirrorStands } from '../../src/offline/mirrors/check';
import { newDbName, openTestDb } from './outbox-fake-server';
import { MIRRORED_LIST_PATHS } from '../fixtures/mirrored-lists';
import { EMPTY_FORECAST } from '../fixtures/forecast';

const CHECK = '/api/customer/mirrors';
const VEHICLE = '0b5e0000-0000-4000-8000-000000000001';
const subscribed = [
  {
    id: VEHICLE,
    customer: 'me',
    vehicleDetails: { name: 'Corolla', body: 'Hatch', engine: '2.0' },
  },
];
const LISTS = MIRRORED_LIST_PATHS;
const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

let db: CustomerDb;
/** Each request as 'path If-None-Match'. */
let asked: string[];
/** What the server holds: every tag names it. */
let state: number;
let failing: string | null;

/** A server whose start check, lists and reads answer tags and 304s, as the real one does. */
const server = async (input: string, init?: RequestInit) => {
  const sent = new Headers(init?.headers).get('If-None-Match');
  asked.push(`${input} ${sent ?? '-'}`);
  if (input === failing) return json({ status: false, message: 'Down' }, {}, 500);
  if (init?.method === 'POST' && input === '/api/customer/update') {
    return json({ status: true, message: 'Profile updated successfully', data: null });
  }
  const tag = `W/"${state}-${input.length}"`;
  if (sent === tag) return new Response(null, { status: 304, headers: { ETag: tag } });
  if (input === CHECK) return json({ status: true, message: 'Mirrors', data: null }, { ETag: tag });
  if (LISTS.includes(input)) {
    const data = input === '/api/customer/subscribed/vehicles' ? subscribed : [];
    return json({ status: true, message: '', data }, { ETag: tag });
  }
  if (input === '/api/customer/dashboard') {
    const data = {
      totalVehicle: 1,
      totalAmountofSubscription: state,
      totalPendingSubscription: 0,
      totalCreditAmount: 0,
      totalExpensiveAmount: 0,
      claimCount: 0,
      nextCharge: null,
      alerts: [],
    };
    return json({ status: true, message: '', data }, { ETag: tag });
  }
  // The dashboard's cards, vouched for by the check and so refreshed by a start.
  if (input === '/api/customer/coming-up')
    return json({ status: true, message: '', data: [] }, { ETag: tag });
  if (input === '/api/customer/budget/forecast') {
    return json({ status: true, message: '', data: EMPTY_FORECAST }, { ETag: tag });
  }
  if (input.startsWith('/api/customer/cargo/cards')) {
    return json({ status: true, message: '', data: null }, { ETag: tag });
  }
  if (input === '/api/customer/payout-account')
    return json({ status: true, message: '', data: null });
  return json({ status: false, message: 'Not found' }, {}, 404);
};

/** Every row IndexedDB is asked to write, delete or clear while `run` runs. */
async function writesDuring(run: () => Promise<unknown>): Promise<number> {
  const proto = IDBObjectStore.prototype;
  const spies = (['put', 'add', 'delete', 'clear'] as const).map((m) => vi.spyOn(proto, m));
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

/** A start this many minutes after the first one (past the 30 s a check is shared). */
const later = (minutes: number) => () => Date.now() + minutes * 60_000;

beforeEach(async () => {
  db = openTestDb(newDbName());
  await db.open();
  asked = [];
  state = 1;
  failing = null;
  vi.stubGlobal('fetch', server);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  reportServerReachable(true);
  await db.delete();
});

describe("an online start's one check (issue 25 item 2)", () => {
  it('a first start asks the check, refreshes every mirror and keeps its tag', async () => {
    await warmMirrors(db);
    expect(asked[0]).toBe(`${CHECK} -`);
    expect(asked).toEqual(expect.arrayContaining(LISTS.map((path) => `${path} -`)));
    expect((await db.meta.get(MIRRORS_TAG_KEY))?.etag).toBe(`W/"1-${CHECK.length}"`);
  });

  it('a 304 to the kept tag: no other request, nothing written, every vouched mirror stands', async () => {
    await warmMirrors(db);
    const stamp = await mirrorStamp(db, 'vehicles');
    asked = [];
    const writes = await writesDuring(() => warmMirrors(db, later(1)));
    expect(asked).toEqual([`${CHECK} W/"1-${CHECK.length}"`]);
    expect(writes).toBe(0);
    expect(await mirrorStamp(db, 'vehicles')).toBe(stamp);
    // The screens' own refreshes and the session share that one answer.
    expect(await mirrorStands(db, 'dashboard')).toBe(true);
    expect(await mirrorStands(db, 'profile')).toBe(true);
    // A mirror the tag does not cover is still asked for by its own screen.
    expect(await mirrorStands(db, 'budgets')).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it('a 200 refreshes as before, each list with its own ETag, and keeps the new tag', async () => {
    await warmMirrors(db);
    state = 2;
    asked = [];
    const writes = await writesDuring(() => warmMirrors(db, later(1)));
    expect(asked[0]).toBe(`${CHECK} W/"1-${CHECK.length}"`);
    for (const path of LISTS) expect(asked).toContain(`${path} W/"1-${path.length}"`);
    expect(writes).toBeGreaterThan(0);
    expect((await db.meta.get('vehicles'))?.etag).toBe(`W/"2-${'/api/customer/vehicles'.length}"`);
    expect((await db.meta.get(MIRRORS_TAG_KEY))?.etag).toBe(`W/"2-${CHECK.length}"`);
    expect(await mirrorStands(db, 'vehicles')).toBe(false);
  });

  it('a refresh that did not complete keeps no tag: the next start refreshes again', async () => {
    failing = '/api/user/banks';
    await warmMirrors(db);
    expect(await db.meta.get(MIRRORS_TAG_KEY)).toBeUndefined();
    failing = null;
    asked = [];
    await warmMirrors(db, later(1));
    expect(asked[0]).toBe(`${CHECK} -`);
    // The list that failed holds nothing yet; the others are asked with their tags.
    expect(asked).toContain('/api/user/banks -');
    expect(asked).toContain(`/api/customer/cards W/"1-${'/api/customer/cards'.length}"`);
    expect((await db.meta.get(MIRRORS_TAG_KEY))?.etag).toBe(`W/"1-${CHECK.length}"`);
  });

  it('a first start asks nothing for a screen, and a write sent makes the next screen ask again', async () => {
    expect(await mirrorStands(db, 'vehicles')).toBe(false);
    expect(asked).toEqual([]);
    await warmMirrors(db);
    await warmMirrors(db, later(1));
    asked = [];
    expect(await mirrorStands(db, 'vehicles')).toBe(true);
    expect(asked).toEqual([]);
    await api.post('/api/customer/update', {}, z.null());
    asked = [];
    state = 2;
    expect(await mirrorStands(db, 'vehicles')).toBe(false);
    expect(asked).toEqual([`${CHECK} W/"1-${CHECK.length}"`]);
  });

  it('goes with the mirrors when they are cleared (a 401)', async () => {
    await warmMirrors(db);
    expect(await db.meta.get(MIRRORS_TAG_KEY)).toBeDefined();
    await clearPrivateStores(db);
    expect(await db.meta.get(MIRRORS_TAG_KEY)).toBeUndefined();
  });
});
