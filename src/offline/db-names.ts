/** Every local database of the portal is named with this prefix (src/offline/db.ts). */
export const DB_PREFIX = 'cargo-';

/**
 * Whether this device may hold any of the portal's databases, asked without loading Dexie: false
 * only where the browser lists its databases and none is the portal's. A first visit to the
 * sign-in page then has nothing to empty and loads no local-database code at all.
 */
export async function mayHoldPortalData(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name?.startsWith(DB_PREFIX));
  } catch {
    return true;
  }
}
