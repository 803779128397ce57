import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { User } from '../../contract/auth';
import { announceSessionExpired, api } from '../../src/lib/api';
import {
  establishSession,
  getSession,
  resetSession,
  startSession,
} from '../../src/offline/session';
import {
  closeCustomerDb,
  CustomerDb,
  customerDbName,
  forgetOtherCustomers,
  peekCustomerDb,
} from '../../src/offline/db';
import {
  forgetCachedLocalUser,
  LOCAL_USER_KEY,
  writeLocalUser,
} from '../../src/offline/local-user';
import { refreshMirror } from '../../src/offline/mirrors/store';
import { expenseRow, subscribedRow, vehicleRow } from './mirror-rows';
import { createDraft, isOutboxPaused, pauseOutbox } from '../../src/offline/outbox/drafts';
import { CUSTOMER, jpegBytes, VEHICLE } from './outbox-fake-server';

// The real clean-up, watched: the sign-in page must not start it before its first screen.
const clearEveryone = vi.hoisted(() => vi.fn());
vi.mock('../../src/offline/session-data', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/offline/session-data')>();
  clearEveryone.mockImplementation(actual.clearEveryonesPrivateStores);
  return { ...actual, clearEveryonesPrivateStores: clearEveryone };
});

const OTHER = '44444444-4444-4444-8444-444444444444';

const userOf = (id: string, firstName: string): User => ({
  id,
  emailConfirmed: true,
  phoneNumber: '0412345678',
  userName: `${firstName}@example.com`,
  email: `${firstName}@example.com`,
  fullName: `${firstName} Driver`,
  firstName,
  lastName: 'Driver',
  isActive: true,
  uniqueCode: 'X',
  isDeleted: false,
  roles: ['customer'],
  isGoogleConnected: false,
  isFacebookConnected: false,
  company: '',
  address: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  unitNo: '',
});

/** localStorage as the browser has it, for the kept user. */
class MemoryStorage {
  private readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

let storage: MemoryStorage;
let answer: { status: number; body: unknown };

const envelope = (data: unknown) => ({ status: true, message: '', data });

/** Twenty mirrored rows of what this customer saw, as the screens leave them. */
async function seedMirrors(db: CustomerDb): Promise<void> {
  const vehicles = Array.from({ length: 10 }, (_, i) => vehicleRow(`v${i}`, `Car ${i}`));
  await refreshMirror(db, 'vehicles', vehicles);
  await refreshMirror(
    db,
    'subscribedVehicles',
    vehicles.slice(0, 5).map((v) => subscribedRow(v.id, db.customerId)),
  );
  await refreshMirror(
    db,
    'expenses',
    ['e1', 'e2', 'e3', 'e4'].map((id) => expenseRow(id, 'v0')),
  );
  await db.wizard.put({ key: 'new', draft: { firstName: 'Pat' }, updatedAt: 1 });
}

const addDraft = (db: CustomerDb) =>
  createDraft(db, {
    customerId: db.customerId,
    fields: {
      vehicle: VEHICLE,
      type: 'Fuel',
      amount: 12,
      expenseDate: '2026-03-04',
      bsb: '062000',
      accountNumber: '12345678',
    },
    vehicleLabel: 'Car',
    receipt: { bytes: jpegBytes(), type: 'image/jpeg', name: 'r.jpg' },
  });

/** Every row left in the mirrors and the wizard, counted store by store. */
async function privateRows(db: CustomerDb): Promise<number> {
  const counts = await Promise.all(
    [
      db.profile,
      db.vehicles,
      db.subscribedVehicles,
      db.expenses,
      db.dashboard,
      db.paymentLogs,
      db.subscriptionLogs,
      db.fuelCards,
      db.cards,
      db.banks,
      db.wizard,
    ].map((t) => t.count()),
  );
  return counts.reduce((a, b) => a + b, 0);
}

async function withDb<T>(customerId: string, read: (db: CustomerDb) => Promise<T>): Promise<T> {
  const db = new CustomerDb(customerId);
  await db.open();
  try {
    return await read(db);
  } finally {
    db.close();
  }
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  forgetCachedLocalUser();
  answer = { status: 200, body: envelope(userOf(CUSTOMER, 'Alex')) };
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(answer.body), { status: answer.status }),
  );
  resetSession();
});

afterEach(async () => {
  resetSession();
  closeCustomerDb();
  vi.unstubAllGlobals();
  forgetCachedLocalUser();
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
});

describe('a revoked session on a shared phone (issue 11 items 14 and 15)', () => {
  it('a 401 forgets the kept user and every mirror, keeps the unsent claim', async () => {
    await startSession();
    expect(getSession().status).toBe('signed-in');
    const db = peekCustomerDb();
    if (!db) throw new Error('no database open after sign-in');
    await seedMirrors(db);
    await addDraft(db);
    expect(await privateRows(db)).toBeGreaterThanOrEqual(20);

    answer = { status: 401, body: { status: false, message: 'Please sign in again' } };
    await expect(api.get('/api/customer/dashboard', z.unknown())).rejects.toThrow();

    // The kept user is forgotten last, once every mirror is empty.
    await vi.waitFor(() => expect(storage.getItem(LOCAL_USER_KEY)).toBeNull());
    expect(peekCustomerDb()).toBeNull();
    expect(getSession()).toMatchObject({ status: 'signed-out', reason: 'expired' });
    await withDb(CUSTOMER, async (kept) => {
      expect(await privateRows(kept)).toBe(0);
      expect(await kept.meta.get('vehicles')).toBeUndefined();
      expect(await kept.outbox.count()).toBe(1);
      expect(await kept.receipts.count()).toBe(1);
    });
  });

  it('a 401 that comes while a reload is still opening the database forgets every mirror', async () => {
    // What the last page load left: a kept user and their mirrors, no database open yet.
    await withDb(CUSTOMER, async (db) => {
      await seedMirrors(db);
      await addDraft(db);
    });
    writeLocalUser(userOf(CUSTOMER, 'Alex'));
    forgetCachedLocalUser();
    answer = { status: 401, body: { status: false, message: 'Please sign in again' } };

    const starting = startSession();
    // The outbox sender's own request is refused before the start-up has the database open.
    expect(peekCustomerDb()).toBeNull();
    announceSessionExpired();
    await starting;

    await vi.waitFor(async () =>
      expect(await withDb(CUSTOMER, (kept) => privateRows(kept))).toBe(0),
    );
    expect(getSession()).toMatchObject({ status: 'signed-out' });
    expect(peekCustomerDb()).toBeNull();
    expect(storage.getItem(LOCAL_USER_KEY)).toBeNull();
    await withDb(CUSTOMER, async (kept) => {
      expect(await kept.meta.get('vehicles')).toBeUndefined();
      expect(await kept.outbox.count()).toBe(1);
    });
  });

  it('a start that finds nobody signed in empties the mirrors an interrupted expiry left', async () => {
    // A page closed in the middle of forgetting a revoked session: no kept user, mirrors still there.
    await withDb(CUSTOMER, async (db) => {
      await seedMirrors(db);
      await addDraft(db);
    });
    answer = { status: 200, body: envelope(null) };

    await startSession();
    expect(getSession()).toMatchObject({ status: 'signed-out', reason: 'anonymous' });
    await vi.waitFor(async () =>
      expect(await withDb(CUSTOMER, (kept) => privateRows(kept))).toBe(0),
    );
    expect(await withDb(CUSTOMER, (kept) => kept.outbox.count())).toBe(1);
  });

  describe('on the sign-in page, with nobody kept on this device', () => {
    beforeEach(() => {
      vi.stubGlobal('location', { pathname: '/portal/login', search: '' });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      clearEveryone.mockClear();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('empties what an interrupted expiry left once the form has had the first screen', async () => {
      await withDb(CUSTOMER, seedMirrors);

      await startSession();
      await vi.dynamicImportSettled();
      expect(getSession()).toMatchObject({ status: 'signed-out', reason: 'anonymous' });
      // Nothing of the local database competes with the sign-in form's first paint.
      expect(clearEveryone).not.toHaveBeenCalled();

      await vi.runAllTimersAsync();
      await vi.dynamicImportSettled();
      expect(clearEveryone).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
      await vi.waitFor(async () => expect(await withDb(CUSTOMER, privateRows)).toBe(0));
    });

    it('leaves a customer who signed in meanwhile alone', async () => {
      await startSession();
      await establishSession(userOf(CUSTOMER, 'Alex'));
      await withDb(CUSTOMER, seedMirrors);

      await vi.runAllTimersAsync();
      await vi.dynamicImportSettled();
      expect(clearEveryone).not.toHaveBeenCalled();
      vi.useRealTimers();
      await expect(withDb(CUSTOMER, privateRows)).resolves.toBeGreaterThan(0);
      expect(getSession().status).toBe('signed-in');
    });
  });

  it('signing in again as the same customer lifts the 401 pause', async () => {
    await startSession();
    const db = peekCustomerDb();
    if (!db) throw new Error('no database open after sign-in');
    await addDraft(db);
    await pauseOutbox(db, Date.now());
    expect(await isOutboxPaused(db)).toBe(true);

    await establishSession(userOf(CUSTOMER, 'Alex'));
    expect(await isOutboxPaused(db)).toBe(false);
  });

  it("another customer signing in leaves nothing of the previous customer's mirrors", async () => {
    await startSession();
    const first = peekCustomerDb();
    if (!first) throw new Error('no database open after sign-in');
    await seedMirrors(first);

    await establishSession(userOf(OTHER, 'Sam'));
    await vi.waitFor(async () =>
      expect(await Dexie.getDatabaseNames()).not.toContain(customerDbName(CUSTOMER)),
    );
    expect(JSON.parse(storage.getItem(LOCAL_USER_KEY) ?? '{}')).toMatchObject({ id: OTHER });
  });

  it("keeps the previous customer's unsent claims but none of their mirrors", async () => {
    await withDb(CUSTOMER, async (db) => {
      await seedMirrors(db);
      await addDraft(db);
    });
    await forgetOtherCustomers(OTHER);
    await withDb(CUSTOMER, async (db) => {
      expect(await privateRows(db)).toBe(0);
      expect(await db.outbox.count()).toBe(1);
    });
  });
});
