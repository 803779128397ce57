/**
 * The id of the signed-in customer, kept in a tiny database of its own ('cargo-session', store
 * 'current', key 'customer') so the service worker can find that customer's Dexie database.
 * Plain IndexedDB on purpose: this file must work in the page and in the service worker alike.
 */
export const SESSION_DB = 'cargo-session';
export const SESSION_STORE = 'current';
export const SESSION_KEY = 'customer';

function openSessionDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(SESSION_DB, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(SESSION_STORE)) {
        request.result.createObjectStore(SESSION_STORE);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openSessionDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(SESSION_STORE, mode);
      const request = action(tx.objectStore(SESSION_STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export async function readCurrentCustomerId(): Promise<string | null> {
  const value = await inStore('readonly', (store) => store.get(SESSION_KEY) as IDBRequest<unknown>);
  return typeof value === 'string' && value ? value : null;
}

export async function writeCurrentCustomerId(customerId: string): Promise<void> {
  await inStore('readwrite', (store) => store.put(customerId, SESSION_KEY));
}

export async function clearCurrentCustomerId(): Promise<void> {
  await inStore('readwrite', (store) => store.delete(SESSION_KEY));
}
