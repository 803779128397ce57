import { describe, expect } from 'vitest';
import { test as base } from './fixture';
import { readLocalDatabase } from './local-database';

// The tests' own look into the local database must not change what it looks at: signing out
// is checked by waiting for the database to be gone, and a look that recreated it would wait
// for ever (seen in WebKit, where the deletion was still pending when the look began).

const ORIGIN = 'http://portal.test';
const CUSTOMER = 'c-1';

// One page for the file: the second test looks at the database the first one made. No server.
const test = base.extend('page', { scope: 'file' }, async ({ browser }) => {
  const page = await browser.newPage();
  // IndexedDB needs an origin; an empty page served in the browser is enough.
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }),
  );
  await page.goto(`${ORIGIN}/`);
  return page;
});

describe('readLocalDatabase, the tests look into a customer’s local database', () => {
  test('reads rows per store and the meta rows by key', async ({ page }) => {
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open(name, 1);
          req.onupgradeneeded = () => {
            req.result.createObjectStore('meta', { keyPath: 'key' }).put({ key: 'stamp', at: 1 });
            req.result.createObjectStore('outbox', { autoIncrement: true });
          };
          req.onsuccess = () => {
            req.result.close();
            resolve();
          };
          req.onerror = () => reject(req.error);
        }),
      `cargo-${CUSTOMER}`,
    );
    expect(await page.evaluate(readLocalDatabase, CUSTOMER)).toEqual({
      counts: { meta: 1, outbox: 0 },
      meta: { stamp: { key: 'stamp', at: 1 } },
    });
  });

  test('answers null for a deletion still pending when it looks, and leaves no database behind', async ({
    page,
  }) => {
    type Held = { deleted: Promise<void> };
    // An open connection holds the deletion back: the database is listed, but on its way out.
    // It lets go when the look opens the database, so that open is queued behind the deletion.
    const listedWhileDeleting = await page.evaluate(async (name) => {
      const held = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const open = indexedDB.open.bind(indexedDB);
      indexedDB.open = (...args: Parameters<IDBFactory['open']>) => {
        const req = open(...args);
        held.close();
        indexedDB.open = open;
        return req;
      };
      (window as unknown as Held).deleted = new Promise<void>((resolve, reject) => {
        const req = indexedDB.deleteDatabase(name);
        req.onsuccess = () => resolve();
        req.onerror = () => reject(req.error);
      });
      return (await indexedDB.databases()).some((d) => d.name === name);
    }, `cargo-${CUSTOMER}`);
    const look = await page.evaluate(readLocalDatabase, CUSTOMER);
    const left = await page.evaluate(async (name) => {
      await (window as unknown as Held).deleted;
      return (await indexedDB.databases()).some((d) => d.name === name);
    }, `cargo-${CUSTOMER}`);
    expect({ listedWhileDeleting, look, left }).toEqual({
      listedWhileDeleting: true,
      look: null,
      left: false,
    });
  });
});
