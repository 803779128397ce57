import type { Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { MIRRORS_PATH } from '../../contract/mirrors';
import { MIRROR_STORES } from '../../src/offline/db';
import { test } from './fixture';
import { DEMO, signInViaUi } from './harness';
import { MIRRORED_LIST_PATHS } from '../fixtures/mirrored-lists';
import { readLocalDatabase } from './local-database';

// An online start asks one check whose ETag names every mirror; on a 304 it asks nothing else
// and writes nothing. After a change each list is asked with the ETag its mirror keeps.

// No job timer: a renewal the jobs start on the demo customer in the first seconds would
// change the lists (and leave pages with a debit in flight untagged) under the test's feet.
test.override('serverOptions', { env: { UPLOAD_RATE_LIMIT: '1000', JOBS_INTERVAL_SECONDS: '0' } });

const LISTS = MIRRORED_LIST_PATHS;
/**
 * The reads an online start makes that are not lists (the profile is read with its tag from the
 * second start on: signing in keeps it from the sign-in's own answer, which names no tag).
 */
const READS = [
  '/api/customer/dashboard',
  '/api/customer/budget/forecast',
  '/api/customer/coming-up',
  '/api/file/upload-url',
  '/api/customer/cargo/cards',
];
/** The stores whose writes count: every mirror (src/offline/db.ts) and their stamps and tags. */
const COUNTED_STORES: readonly string[] = ['meta', ...MIRROR_STORES];

/** Counts every IndexedDB put, add, delete and clear per store, before the portal's code runs. */
function countWrites(): void {
  const counts: Record<string, number> = {};
  (window as unknown as { __idbWrites: Record<string, number> }).__idbWrites = counts;
  const proto = IDBObjectStore.prototype;
  for (const method of ['put', 'add', 'delete', 'clear'] as const) {
    const original = proto[method] as (...args: unknown[]) => IDBRequest;
    proto[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      counts[this.name] = (counts[this.name] ?? 0) + 1;
      return original.apply(this, args);
    } as never;
  }
}

/** The mirror stores written since the page loaded, with how many rows each. */
const writesTo = async (page: Page) => {
  const counts = await page.evaluate(
    () => (window as unknown as { __idbWrites?: Record<string, number> }).__idbWrites ?? {},
  );
  return Object.fromEntries(
    Object.entries(counts).filter(([store]) => COUNTED_STORES.includes(store)),
  );
};

/** The first answer to each of `paths` during `run`, with the If-None-Match it was asked with. */
async function answersTo(page: Page, paths: readonly string[], run: () => Promise<unknown>) {
  const answers = new Map<string, { status: number; asked: string | null }>();
  const all = new Promise<void>((resolve) => {
    const seen = (response: Response) => {
      const path = new URL(response.url()).pathname;
      if (!paths.includes(path) || answers.has(path)) return;
      answers.set(path, {
        status: response.status(),
        asked: response.request().headers()['if-none-match'] ?? null,
      });
      if (answers.size === paths.length) {
        page.off('response', seen);
        resolve();
      }
    };
    page.on('response', seen);
  });
  await run();
  await all;
  // The last answer is kept (or not) in the task after it arrives.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
  return answers;
}

const PROFILE = '/api/customer/user';

/** The mirrors the lists above are kept in, by the names the device database gives them. */
const LIST_MIRRORS = [
  'subscribedVehicles',
  'expenses',
  'vehicles',
  'paymentLogs',
  'subscriptionLogs',
  'cards',
  'banks',
];

/** The reads' meta keys: what keeps the tag of each once its answer has reached the device. */
const READ_KEYS = ['dashboard', 'forecast', 'comingUp', 'outbox:uploadUrl'];

/** The mirrors that keep an ETag by now: an answer has reached the device copy with its tag. */
const mirrorsWithEtag = async (page: Page, customerId: string) =>
  Object.entries((await page.evaluate(readLocalDatabase, customerId))?.meta ?? {})
    .filter(([, row]) => typeof (row as { etag?: unknown }).etag === 'string')
    .map(([key]) => key)
    .sort();

/** Ages every mirror's stamp by a minute: the customer comes back later, not within 30 s. */
const comeBackLater = (page: Page, customerId: string) =>
  page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(`cargo-${id}`);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('meta', 'readwrite');
      const store = tx.objectStore('meta');
      const all = store.getAll();
      all.onsuccess = () => {
        for (const row of all.result as { updatedAt?: number }[]) {
          if (typeof row.updatedAt === 'number') {
            store.put({ ...row, updatedAt: row.updatedAt - 60_000 });
          }
        }
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, customerId);

describe('list ETags in Chromium', () => {
  test('an online start with nothing changed asks one check, gets a 304 and writes no row', async ({
    server,
    context,
  }) => {
    await context.addInitScript(countWrites);
    const page = await context.newPage();
    const first = await answersTo(page, [...LISTS, ...READS], () =>
      signInViaUi(page, server.baseUrl, DEMO.email, DEMO.password),
    );
    for (const path of [...LISTS, ...READS]) {
      expect(first.get(path), path).toEqual({ status: 200, asked: null });
    }
    const customerId = await page.evaluate(() => localStorage.getItem('cargo.user'));
    const id = (JSON.parse(customerId ?? '{}') as { id?: string }).id ?? '';
    expect(id).not.toBe('');
    // A long list is written in slices after its answer: wait until every list is kept, tag and all.
    await expect
      .poll(() => mirrorsWithEtag(page, id), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([...LIST_MIRRORS, ...READ_KEYS]));
    await expect
      .poll(async () => (await mirrorsWithEtag(page, id)).some((k) => k.startsWith('fuelCards:')))
      .toBe(true);
    // A complete refresh keeps the start's one tag (src/offline/mirrors/check.ts).
    await expect.poll(() => mirrorsWithEtag(page, id), { timeout: 30_000 }).toContain('mirrors');
    await comeBackLater(page, id);

    // Nothing changed: the start's one check answers 304 and no list or read is asked. The
    // profile is read this once (signing in kept it from the sign-in's answer, which names no
    // tag) and kept with its tag; from then on the check alone vouches for it too.
    const startAsks = async () => {
      const asked: string[] = [];
      const watch = (response: Response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/api/')) asked.push(`${response.status()} ${path}`);
      };
      page.on('response', watch);
      const check = await answersTo(page, [MIRRORS_PATH], () => page.reload());
      expect(check.get(MIRRORS_PATH)?.asked).toMatch(/^W\//);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
      page.off('response', watch);
      return asked.sort();
    };
    expect(await startAsks()).toEqual([`200 ${PROFILE}`, `304 ${MIRRORS_PATH}`]);
    expect(Object.keys(await writesTo(page)).sort()).toEqual(['meta', 'profile']);
    await comeBackLater(page, id);
    expect(await startAsks()).toEqual([`304 ${MIRRORS_PATH}`]);
    expect(await writesTo(page)).toEqual({});

    // A change anywhere in the customer's lists: the next start reads and keeps them again.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const added = await fetch(`${server.baseUrl}/api/user/bank/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
      body: JSON.stringify({
        paymentMethodId: 'pm_auBecsDebit_success',
        bSB: '000-000',
        accountNumber: '9876',
        fullName: 'Demo Driver',
        ac_holder_name: 'Demo Driver',
        email: 'demo@cargo.test',
        isDefault: false,
      }),
    });
    expect(added.status).toBe(200);
    await comeBackLater(page, id);
    const changed = await answersTo(page, [MIRRORS_PATH, ...LISTS], () => page.reload());
    expect(changed.get(MIRRORS_PATH)?.status).toBe(200);
    expect(changed.get('/api/user/banks')?.status).toBe(200);
    await expect.poll(() => writesTo(page), { timeout: 30_000 }).toHaveProperty('banks');
  });
});
