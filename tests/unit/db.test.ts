import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { readCurrentCustomerId } from '../../src/offline/current-customer';
import {
  clearCustomerData,
  closeCustomerDb,
  customerDbName,
  getCustomerDb,
  openCustomerDb,
  STORES,
} from '../../src/offline/db';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

afterEach(async () => {
  closeCustomerDb();
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
});

describe('per-customer database', () => {
  it('declares exactly the agreed stores at version 5 (v2 keeps the unsaved claim form, v3 the budget mirrors, v4 the logbooks and the payout account, v5 the notification settings)', async () => {
    const db = await openCustomerDb(A);
    expect(db.name).toBe(`cargo-${A}`);
    expect(db.verno).toBe(5);
    expect(db.tables.map((t) => t.name).sort()).toEqual(Object.keys(STORES).sort());
    expect(Object.keys(STORES).sort()).toEqual(
      [
        'meta',
        'profile',
        'dashboard',
        'vehicles',
        'subscribedVehicles',
        'paymentLogs',
        'subscriptionLogs',
        'expenses',
        'fuelCards',
        'cards',
        'banks',
        'wizard',
        'outbox',
        'receipts',
        'unsavedClaims',
        'unsavedReceipts',
        'budgets',
        'odometers',
        'forecast',
        'comingUp',
        'logbooks',
        'payout',
        'notifications',
      ].sort(),
    );
    expect(
      db
        .table('outbox')
        .schema.indexes.map((i) => i.name)
        .sort(),
    ).toEqual(['createdAt', 'state']);
    expect(db.table('fuelCards').schema.primKey.keyPath).toBe('vehicleId');
    expect(db.table('vehicles').schema.indexes.map((i) => i.name)).toEqual(['_order']);
  });

  it('keeps each customer in a database of their own', async () => {
    const a = await openCustomerDb(A);
    await a.table('vehicles').put({ id: 'v1', _order: 0, name: 'A car' });
    const b = await openCustomerDb(B);
    expect(a.isOpen()).toBe(false);
    expect(getCustomerDb()).toBe(b);
    expect(await b.table('vehicles').count()).toBe(0);
    await b.table('vehicles').put({ id: 'v9', _order: 0, name: 'B car' });

    const again = await openCustomerDb(A);
    expect(await again.table('vehicles').toArray()).toEqual([
      { id: 'v1', _order: 0, name: 'A car' },
    ]);
    expect((await Dexie.getDatabaseNames()).sort()).toEqual(
      ['cargo-session', customerDbName(A), customerDbName(B)].sort(),
    );
  });

  it('records the current customer for the service worker', async () => {
    await openCustomerDb(A);
    expect(await readCurrentCustomerId()).toBe(A);
    await openCustomerDb(B);
    expect(await readCurrentCustomerId()).toBe(B);
  });

  it('deletes only that customer on sign-out', async () => {
    await (
      await openCustomerDb(B)
    )
      .table('outbox')
      .put({ id: 'd1', state: 'queued', createdAt: 1 });
    await (
      await openCustomerDb(A)
    )
      .table('outbox')
      .put({ id: 'd2', state: 'queued', createdAt: 2 });
    await clearCustomerData(A);
    expect(() => getCustomerDb()).toThrow(/nobody is signed in/);
    expect(await readCurrentCustomerId()).toBeNull();
    const names = await Dexie.getDatabaseNames();
    expect(names).not.toContain(customerDbName(A));
    expect(names).toContain(customerDbName(B));
    expect(await (await openCustomerDb(B)).table('outbox').count()).toBe(1);
  });

  it('refuses to open without a customer id', async () => {
    await expect(openCustomerDb('')).rejects.toThrow(/customer id/);
  });
});
