import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeCustomerDb, openCustomerDb } from '../../src/offline/db';
import { mayHoldPortalData } from '../../src/offline/db-names';

const A = '11111111-1111-4111-8111-111111111111';

afterEach(async () => {
  closeCustomerDb();
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
});

describe('whether the device may hold portal data (asked before Dexie loads)', () => {
  it('says no on a device with no portal database, whatever else it holds', async () => {
    const other = new Dexie('someone-elses-app');
    other.version(1).stores({ things: 'id' });
    await other.open();
    other.close();
    expect(await mayHoldPortalData()).toBe(false);
  });

  it("says yes once a customer's database exists", async () => {
    await openCustomerDb(A);
    expect(await mayHoldPortalData()).toBe(true);
  });

  it('says yes where the browser cannot list its databases', async () => {
    const listing = indexedDB.databases.bind(indexedDB);
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    try {
      expect(await mayHoldPortalData()).toBe(true);
    } finally {
      Object.defineProperty(indexedDB, 'databases', { value: listing, configurable: true });
    }
  });
});
