/** What one customer's local database holds: rows per store, and the meta store's rows by key. */
export interface LocalDatabase {
  counts: Record<string, number>;
  meta: Record<string, unknown>;
}

/**
 * Reads `cargo-<customerId>` in the page; null when it does not exist. Runs in the browser, so it
 * uses nothing from outside its own body.
 *
 * Opening a database that is not there creates it. Signing out deletes the database, and a
 * deletion still pending when `databases()` lists it finishes before an `open()` queued behind
 * it: that open would create an empty database, which the next look would find. So an open that
 * starts an upgrade (the database is new) is aborted, and means there is no database.
 */
export async function readLocalDatabase(customerId: string): Promise<LocalDatabase | null> {
  const name = `cargo-${customerId}`;
  if (!(await indexedDB.databases()).some((info) => info.name === name)) return null;
  const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onupgradeneeded = () => req.transaction?.abort();
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => (req.error?.name === 'AbortError' ? resolve(null) : reject(req.error));
  });
  if (!db) return null;
  try {
    const ask = <T>(store: string, read: (s: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const req = read(db.transaction(store).objectStore(store));
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const counts: Record<string, number> = {};
    for (const store of Array.from(db.objectStoreNames)) {
      counts[store] = await ask(store, (s) => s.count());
    }
    const meta: Record<string, unknown> = {};
    if (db.objectStoreNames.contains('meta')) {
      const rows = await ask('meta', (s) => s.getAll() as IDBRequest<{ key: string }[]>);
      for (const row of rows) meta[row.key] = row;
    }
    return { counts, meta };
  } finally {
    db.close();
  }
}
