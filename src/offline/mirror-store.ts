import type { Table } from 'dexie';
import type { CustomerDb, MetaRow, MirrorName, MirrorRow } from './db';

/**
 * Writing and reading mirrors, without React: the API loaders, the session and the hooks all go
 * through these, so a mirror's rows and its 'last updated' stamp always change together.
 */

/** The mirror's table, typed by the caller's row (screens know their row shape). */
export const mirrorTable = <T extends object>(
  db: CustomerDb,
  name: MirrorName,
): Table<MirrorRow<T>, string> => db[name] as unknown as Table<MirrorRow<T>, string>;

/**
 * Rows written per request batch. IndexedDB copies each row as it is put, on the main thread: a
 * thousand payments put at once held a phone's main thread for about 200 ms, so the rows go in
 * slices, each put once the previous slice is stored (a task of its own).
 */
export const MIRROR_SLICE_ROWS = 100;

/**
 * Replaces every row of a mirror with the server's rows, in the server's order, and stamps when
 * it happened: one transaction, so a screen never sees half a refresh, however many slices it
 * takes.
 */
export async function refreshMirror<T extends object>(
  db: CustomerDb,
  name: MirrorName,
  rows: readonly T[],
  now: number = Date.now(),
): Promise<void> {
  const table = mirrorTable<T>(db, name);
  await db.transaction('rw', table, db.meta, async () => {
    await table.clear();
    for (let start = 0; start < rows.length; start += MIRROR_SLICE_ROWS) {
      const slice = rows.slice(start, start + MIRROR_SLICE_ROWS);
      await table.bulkPut(slice.map((row, index) => ({ ...row, _order: start + index })));
    }
    await db.meta.put({ key: name, updatedAt: now });
  });
}

/**
 * Writes one row into a mirror without touching the others (a fuel card fetched per vehicle).
 * The row keeps its previous position, or goes last. `metaKey` stamps a finer-grained time.
 */
export async function putMirrorRow<T extends object>(
  db: CustomerDb,
  name: MirrorName,
  row: T,
  metaKey: string = name,
  now: number = Date.now(),
): Promise<void> {
  const table = mirrorTable<T>(db, name);
  await db.transaction('rw', table, db.meta, async () => {
    const key = table.schema.primKey.keyPath;
    const id = typeof key === 'string' ? (row as Record<string, unknown>)[key] : undefined;
    const existing = id === undefined ? undefined : await table.get(id as string);
    const _order = existing?._order ?? (await table.count());
    await table.put({ ...row, _order });
    await db.meta.put({ key: metaKey, updatedAt: now });
  });
}

/** A mirror's stamp: null when this device never saved it. */
export const mirrorStamp = async (db: CustomerDb, name: string): Promise<number | null> =>
  ((await db.meta.get(name)) as MetaRow | undefined)?.updatedAt ?? null;
