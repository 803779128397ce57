import { describe, expect, it } from 'vitest';
import { releaseTransactionsOnPageHide } from '../../src/offline/release-on-hide';

const open = (name: string) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('rows');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** A write that never ends on its own: each put asks for the next, as a page frozen mid-write. */
function endlessWrite(db: IDBDatabase): IDBTransaction {
  const transaction = db.transaction('rows', 'readwrite');
  const store = transaction.objectStore('rows');
  let n = 0;
  const next = () => {
    store.put((n += 1), 'count').onsuccess = next;
  };
  next();
  return transaction;
}

/** Another page's write on the same store: 'done', or 'waiting' while the store stays locked. */
const laterWrite = (db: IDBDatabase) =>
  Promise.race([
    new Promise<string>((resolve) => {
      const transaction = db.transaction('rows', 'readwrite');
      transaction.objectStore('rows').put('next page', 'count');
      transaction.oncomplete = () => resolve('done');
    }),
    new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 1_000)),
  ]);

const pagehide = (persisted: boolean) => Object.assign(new Event('pagehide'), { persisted });

describe('a page hidden into the back/forward cache', () => {
  it("aborts its unfinished transactions, so the next page's writes are not locked out", async () => {
    const page = new EventTarget();
    releaseTransactionsOnPageHide(page);
    const leaving = await open('release-on-hide');
    const next = await open('release-on-hide');
    const frozen = endlessWrite(leaving);
    const aborted = new Promise((resolve) => frozen.addEventListener('abort', resolve));

    // Destroyed, not cached: the browser ends its transactions itself; nothing is touched here.
    page.dispatchEvent(pagehide(false));
    expect(await laterWrite(next)).toBe('waiting');

    page.dispatchEvent(pagehide(true));
    await aborted;
    expect(await laterWrite(next)).toBe('done');
    leaving.close();
    next.close();
  });
});
