import type { CustomerDb, MirrorName } from './db';

/** When a mirror (or one vehicle's row of it) was last saved, and the ETag of what it holds. */
export type MetaStamp = { updatedAt: number; etag?: string };

/** A mirror's stamp is kept under its name, a single row's under 'name:id' ('fuelCards:<id>'). */
export type StampKey = MirrorName | `${MirrorName}:${string}`;

/** What each fixed 'meta' key holds: the start's tag and the outbox's flags. */
interface FixedMeta {
  mirrors: { etag: string };
  'outbox:paused': { reason: 'unauthorized'; at: number };
  'outbox:lock': { owner: string; expiresAt: number };
  'outbox:uploadUrl': { url: string; etag?: string };
}

export type MetaKey = keyof FixedMeta | StampKey;
export type MetaValue<K extends MetaKey> = K extends keyof FixedMeta ? FixedMeta[K] : MetaStamp;

/**
 * The 'meta' store by key: each key's value has one type, declared above, so no caller casts.
 * The one cast is here: the store holds what this code wrote under that key.
 */
export const readMeta = async <K extends MetaKey>(
  db: CustomerDb,
  key: K,
): Promise<MetaValue<K> | undefined> => (await db.meta.get(key)) as MetaValue<K> | undefined;

export const writeMeta = async <K extends MetaKey>(
  db: CustomerDb,
  key: K,
  value: MetaValue<K>,
): Promise<void> => {
  await db.meta.put({ ...value, key });
};
