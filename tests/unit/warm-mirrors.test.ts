import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmMirrors } from '../../src/api/mirrors';
import { reportServerReachable } from '../../src/lib/connectivity';
import type { CustomerDb } from '../../src/offline/db';
import { mirrorStamp } from '../../src/offline/mirror-store';
import { newDbName, openTestDb } from './outbox-fake-server';

const VEHICLE = '0b5e0000-0000-4000-8000-000000000001';
const subscribed = [
  {
    id: VEHICLE,
    customer: 'me',
    vehicleDetails: { name: 'Corolla', body: 'Hatch', engine: '2.0' },
  },
];

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
        return envelope(200, { status: true, message: '', data: subscribed });
      if (input.startsWith('/api/customer/cargo/cards'))
        return envelope(200, { status: true, message: '', data: null });
      return envelope(404, { status: false, message: 'Not found' });
    });
    await warmMirrors(db);
    expect(asked[0]).toBe('/api/customer/subscribed/vehicles');
    expect(asked[1]).toContain(
      `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${VEHICLE}`,
    );
    expect((await db.subscribedVehicles.toArray()).map((v) => v.id)).toEqual([VEHICLE]);
    expect(await db.fuelCards.get(VEHICLE)).toMatchObject({ vehicleId: VEHICLE, card: null });
    expect(await mirrorStamp(db, 'subscribedVehicles')).not.toBeNull();
    // A route that refuses does not stop the others: every mirror was asked for.
    expect(asked).toEqual(
      expect.arrayContaining([
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

  it('stops at the first sign of no network and leaves the mirrors as they were', async () => {
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      throw new TypeError('Failed to fetch');
    });
    await warmMirrors(db);
    expect(asked).toEqual(['/api/customer/subscribed/vehicles']);
    expect(await mirrorStamp(db, 'subscribedVehicles')).toBeNull();
  });
});
