import type { Table } from 'dexie';
import type {
  CustomerDb,
  MirrorName,
  MirrorRow,
  MirrorRows,
  MirrorTable,
  MirrorTables,
} from '../db';
import { readMeta, writeMeta, type StampKey } from '../meta';

/**
 * Writing and reading mirrors, without React: the API loaders, the session and the hooks all go
 * through these, so a mirror's rows and its 'last updated' stamp always change together.
 */

/** The mirror's table, its row type taken from the name (`MirrorRows` in db.ts). */
export function mirrorTable<N extends MirrorName>(db: CustomerDb, name: N): MirrorTable<N> {
  // Read through the mapped type: indexed by `N` it stays `MirrorTable<N>`, where `db[name]`
  // would be the union of every mirror's table.
  const tables: MirrorTables = db;
  return tables[name];
}

/**
 * Rows written per request batch. IndexedDB copies each row as it is put, on the main thread: a
 * thousand payments put at once held a phone's main thread for about 200 ms, so the rows go in
 * slices, each put once the previous slice is stored (a task of its own).
 */
export const MIRROR_SLICE_ROWS = 100;

/**
 * What a list's loader answers: the server's rows and the ETag naming them, or 'unchanged' when
 * the server said the rows the mirror holds (its `etag`) are still current.
 */
export type Listed<T> = { rows: readonly T[]; etag: string | null } | 'unchanged';

/** What a list's loader may report before it has the whole list. */
export type LoadProgress<T> = { firstPage: (rows: readonly T[]) => void };

/**
 * The ETag of the rows a mirror holds (or of one row, under a finer meta key such as
 * 'fuelCards:<vehicleId>'), to send with its next refresh; null when it has none.
 */
export const mirrorEtag = async (db: CustomerDb, name: StampKey): Promise<string | null> => {
  const etag = (await readMeta(db, name))?.etag;
  return typeof etag === 'string' ? etag : null;
};

/** Whether a mirror already holds exactly these rows, in this order. */
async function holds<T extends object>(table: Table<MirrorRow<T>, string>, rows: readonly T[]) {
  if ((await table.count()) !== rows.length) return false;
  const kept = (await table.toArray()).sort((a, b) => a._order - b._order);
  return kept.every(
    (row, index) => JSON.stringify(row) === JSON.stringify({ ...rows[index], _order: index }),
  );
}

/**
 * Replaces every row of a mirror with the server's rows, in the server's order, and stamps when
 * it happened, with the rows' ETag when the list gave one: one transaction, so a screen never
 * sees half a refresh, however many slices it takes. Rows with no ETag (a profile, a dashboard)
 * that are already there as they are change nothing, stamp included: an online start where
 * nothing changed writes nothing.
 */
export async function refreshMirror<N extends MirrorName>(
  db: CustomerDb,
  name: N,
  rows: readonly MirrorRows[N][],
  now: number = Date.now(),
  etag?: string | null,
): Promise<void> {
  const table = mirrorTable(db, name);
  await db.transaction('rw', table, db.meta, async () => {
    if (
      etag === undefined &&
      (await mirrorStamp(db, name)) !== null &&
      (await holds(table, rows))
    ) {
      confirmMirror(db, name, now);
      return;
    }
    await table.clear();
    for (let start = 0; start < rows.length; start += MIRROR_SLICE_ROWS) {
      const slice = rows.slice(start, start + MIRROR_SLICE_ROWS);
      await table.bulkPut(slice.map((row, index) => ({ ...row, _order: start + index })));
    }
    await writeMeta<StampKey>(db, name, { updatedAt: now, ...(etag ? { etag } : {}) });
  });
}

/** Refreshes a list's mirror through `load`, told the ETag of what it holds: a 304 writes nothing. */
export async function refreshList<N extends MirrorName>(
  db: CustomerDb,
  name: N,
  load: (etag: string | null) => Promise<Listed<MirrorRows[N]>>,
): Promise<void> {
  await keepListed(db, name, await load(await mirrorEtag(db, name)));
}

/** Keeps a loader's answer in its mirror (nothing to do when it is 'unchanged'). */
export async function keepListed<N extends MirrorName>(
  db: CustomerDb,
  name: N,
  answer: Listed<MirrorRows[N]>,
): Promise<void> {
  if (answer === 'unchanged') confirmMirror(db, name, Date.now());
  else await refreshMirror(db, name, answer.rows, Date.now(), answer.etag);
}

/**
 * Writes one row into a mirror without touching the others (a fuel card fetched per vehicle).
 * The row keeps its previous position, or goes last. `metaKey` stamps a finer-grained time, with
 * the row's ETag when its answer gave one. True when it wrote: the same row again, under the
 * same ETag, writes nothing.
 */
export async function putMirrorRow<N extends MirrorName>(
  db: CustomerDb,
  name: N,
  row: MirrorRows[N],
  metaKey: StampKey = name,
  now: number = Date.now(),
  etag?: string | null,
): Promise<boolean> {
  const table = mirrorTable(db, name);
  return db.transaction('rw', table, db.meta, async () => {
    const key = table.schema.primKey.keyPath;
    const id = typeof key === 'string' ? (row as Record<string, unknown>)[key] : undefined;
    const existing = id === undefined ? undefined : await table.get(id as string);
    const meta = await readMeta(db, metaKey);
    const sameTag = etag === undefined || (meta?.etag ?? null) === etag;
    if (
      meta?.updatedAt !== undefined &&
      sameTag &&
      existing &&
      JSON.stringify(existing) === JSON.stringify({ ...row, _order: existing._order })
    ) {
      confirmMirror(db, metaKey, now);
      return false;
    }
    const _order = existing?._order ?? (await table.count());
    await table.put({ ...row, _order });
    await writeMeta(db, metaKey, { updatedAt: now, ...(etag ? { etag } : {}) });
    return true;
  });
}

/**
 * Puts one row at the top of a list's mirror (a row with its id already there keeps its place),
 * inside the caller's transaction, leaving the stamp and the ETag alone: the list is not newer
 * as a whole, and its next refresh sends the old ETag, so the server answers the list in full.
 */
export async function putFirstRow<N extends MirrorName>(
  db: CustomerDb,
  name: N,
  row: MirrorRows[N],
): Promise<void> {
  const table = mirrorTable(db, name);
  const key = table.schema.primKey.keyPath;
  const id = typeof key === 'string' ? (row as Record<string, unknown>)[key] : undefined;
  const existing = id === undefined ? undefined : await table.get(id as string);
  const first = existing ? undefined : await table.orderBy('_order').first();
  await table.put({ ...row, _order: existing?._order ?? (first ? first._order - 1 : 0) });
}

/** A mirror's stamp: null when this device never saved it. */
export const mirrorStamp = async (db: CustomerDb, name: StampKey): Promise<number | null> =>
  (await readMeta(db, name))?.updatedAt ?? null;

/**
 * When this page last heard from the server that a mirror stands as it is (a 304, or the same
 * rows again). Kept in memory only: writing it would be the write a start with nothing changed
 * saves. The background refresh counts it as a refresh, so a mirror a screen has just confirmed
 * is not asked for again.
 */
const confirmations = new WeakMap<CustomerDb, Map<string, number>>();

export function confirmMirror(db: CustomerDb, name: string, at: number = Date.now()): void {
  const times = confirmations.get(db) ?? new Map<string, number>();
  times.set(name, at);
  confirmations.set(db, times);
}

/** The last time a mirror was written or confirmed current; null when never. */
export async function mirrorCheckedAt(db: CustomerDb, name: StampKey): Promise<number | null> {
  const stamp = await mirrorStamp(db, name);
  const seen = confirmations.get(db)?.get(name) ?? null;
  return stamp === null ? seen : Math.max(stamp, seen ?? stamp);
}
