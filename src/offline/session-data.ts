/** The local database as src/lib/session.ts uses it; loaded beside the first page, not before. */
import type { User } from '../../contract/auth';
import { peekCustomerDb } from './db';
import { mirrorEtag } from './mirrors/store';
import { mirrorStands } from './mirrors/check';

export {
  clearCustomerData,
  clearEveryonesPrivateStores,
  clearPrivateStoresOf,
  closeCustomerDb,
  forgetOtherCustomers,
  openCustomerDb,
  peekCustomerDb,
} from './db';
export { persistIfInstalled } from './persist';
export { refreshMirror } from './mirrors/store';
export { countUnsentDrafts, resumeOutbox } from './outbox/drafts';

/** Whether the start's one check vouches for the kept profile, and so for the session. */
export async function profileStands(customerId: string): Promise<boolean> {
  const db = peekCustomerDb();
  return db?.customerId === customerId && (await mirrorStands(db, 'profile'));
}

/**
 * The profile this device keeps for `customerId`, with the ETag its answer came with: sent when
 * the session is checked at start, a 304 means it stands and nothing is written. Null when the
 * customer's database is not the open one or keeps no tagged profile.
 */
export async function keptProfile(
  customerId: string,
): Promise<{ user: User; etag: string } | null> {
  const db = peekCustomerDb();
  if (db?.customerId !== customerId) return null;
  const etag = await mirrorEtag(db, 'profile');
  const row = etag ? await db.profile.get(customerId) : undefined;
  if (!etag || !row) return null;
  const { _order, ...user } = row;
  return { user, etag };
}
