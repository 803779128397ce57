import type Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCustomerDb } from './db';

/** Stores that mirror what the server last told this customer. */
export type MirrorName =
  | 'profile'
  | 'dashboard'
  | 'vehicles'
  | 'subscribedVehicles'
  | 'paymentLogs'
  | 'subscriptionLogs'
  | 'expenses'
  | 'fuelCards'
  | 'cards'
  | 'banks';

/** A mirrored row keeps the position the server gave it. */
export type MirrorRow<T> = T & { _order: number };

export type MetaRow = { key: string; updatedAt: number };

const byOrder = <T extends { _order: number }>(a: T, b: T) => a._order - b._order;

/**
 * Replaces every row of a mirror with the server's rows, in the server's order, and stamps when
 * it happened: one transaction, so a screen never sees half a refresh.
 */
export async function refreshMirror<T extends object>(
  db: Dexie,
  name: MirrorName,
  rows: readonly T[],
  now: number = Date.now(),
): Promise<void> {
  const table = db.table<MirrorRow<T>>(name);
  const meta = db.table<MetaRow, string>('meta');
  await db.transaction('rw', table, meta, async () => {
    await table.clear();
    await table.bulkPut(rows.map((row, index) => ({ ...row, _order: index })));
    await meta.put({ key: name, updatedAt: now });
  });
}

/**
 * Writes one row into a mirror without touching the others (a fuel card fetched per vehicle).
 * The row keeps its previous position, or goes last. `metaKey` stamps a finer-grained time.
 */
export async function putMirrorRow<T extends object>(
  db: Dexie,
  name: MirrorName,
  row: T,
  metaKey: string = name,
  now: number = Date.now(),
): Promise<void> {
  const table = db.table<MirrorRow<T>>(name);
  const meta = db.table<MetaRow, string>('meta');
  await db.transaction('rw', table, meta, async () => {
    const key = table.schema.primKey.keyPath;
    const id = typeof key === 'string' ? (row as Record<string, unknown>)[key] : undefined;
    const existing = id === undefined ? undefined : await table.get(id as string);
    const _order = existing?._order ?? (await table.count());
    await table.put({ ...row, _order });
    await meta.put({ key: metaKey, updatedAt: now });
  });
}

/** A mirror's stamp, read in the same query as its rows so the two always agree. */
const stampOf = async (db: Dexie, name: string): Promise<number | null> =>
  (await db.table<MetaRow, string>('meta').get(name))?.updatedAt ?? null;

/** When the mirror was last refreshed: undefined while loading, null if never. */
export function useMirrorUpdatedAt(name: string): number | null | undefined {
  const db = useCustomerDb();
  return useLiveQuery(() => stampOf(db, name), [db, name]);
}

export type MirrorList<T> = {
  rows: MirrorRow<T>[];
  updatedAt: number | null;
  /** False until IndexedDB has answered once, so screens don't flash "No record available". */
  loaded: boolean;
};

/** The mirror's rows in server order, live: any refresh re-renders the screen. */
export function useMirrorList<T extends object>(name: MirrorName): MirrorList<T> {
  const db = useCustomerDb();
  const result = useLiveQuery(async () => {
    const [rows, updatedAt] = await Promise.all([
      db.table<MirrorRow<T>>(name).toArray(),
      stampOf(db, name),
    ]);
    return { rows: rows.sort(byOrder), updatedAt };
  }, [db, name]);
  return {
    rows: result?.rows ?? [],
    updatedAt: result?.updatedAt ?? null,
    loaded: result !== undefined,
  };
}

export type MirrorSingle<T> = {
  row: MirrorRow<T> | undefined;
  updatedAt: number | null;
  loaded: boolean;
};

/** One mirrored row by its key, live. */
export function useMirrorRow<T extends object>(
  name: MirrorName,
  key: string | undefined,
): MirrorSingle<T> {
  const db = useCustomerDb();
  const result = useLiveQuery(
    async () => ({
      row: key === undefined ? undefined : await db.table<MirrorRow<T>, string>(name).get(key),
      updatedAt: await stampOf(db, name),
    }),
    [db, name, key],
  );
  return { row: result?.row, updatedAt: result?.updatedAt ?? null, loaded: result !== undefined };
}

export type Refresh = {
  refreshing: boolean;
  error: unknown;
  refresh: () => Promise<void>;
};

/**
 * Runs `loader` when the screen mounts and whenever the browser comes back online. If it
 * returns rows they replace the mirror `name`; a loader that writes Dexie itself returns nothing.
 * Failures leave the mirror as it was (the API client has already told the customer).
 */
export function useRefresh<T extends object>(
  name: MirrorName,
  loader: () => Promise<readonly T[] | void>,
): Refresh {
  const db = useCustomerDb();
  const loaderRef = useRef(loader);
  const inFlight = useRef<Promise<void> | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    loaderRef.current = loader;
  });

  const refresh = useCallback(() => {
    if (inFlight.current) return inFlight.current;
    setRefreshing(true);
    const run = (async () => {
      try {
        const rows = await loaderRef.current();
        if (rows) await refreshMirror(db, name, rows);
        setError(null);
      } catch (caught) {
        setError(caught);
      } finally {
        inFlight.current = null;
        setRefreshing(false);
      }
    })();
    inFlight.current = run;
    return run;
  }, [db, name]);

  useEffect(() => {
    void refresh();
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh]);

  return { refreshing, error, refresh };
}
