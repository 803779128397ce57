import type { User } from '../../contract/auth';
import { mayHoldPortalData } from './db-names';
import { clearLocalUser, readLocalUser, writeLocalUser, type LocalUser } from './local-user';
import { afterFirstScreen } from '../lib/after-first-screen';
import { api, isApiError, onSessionExpired } from '../lib/api';
import { isSignInPage } from '../lib/paths';

/**
 * Who is signed in on this device.
 * checking: no local user yet, asking the server. signed-out.reason says why, so the sign-in
 * page can explain an expired session and a plain logout does not come back to where it was.
 */
export type SessionState =
  | { status: 'checking'; user: null }
  | { status: 'signed-in'; user: LocalUser }
  | { status: 'signed-out'; user: null; reason: 'anonymous' | 'expired' | 'logout' };

const INITIAL: SessionState = { status: 'checking', user: null };
let state: SessionState = INITIAL;
let started: Promise<void> | null = null;
let stopListening: (() => void) | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const getSession = (): SessionState => state;

/** Calls `listener` after every change of who is signed in; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The schemas load beside the first request that needs them, and the local database (Dexie)
// beside the first page, not before the first paint: the sign-in page needs neither, and a
// signed-in page's chunk brings both along in parallel.
const schemas = () => import('../lib/session-schemas');
const localData = () => import('./session-data');

/**
 * Bumped by every sign-in, sign-out, expiry and reset. Async work remembers the generation it
 * started in and gives up if it changed: an old answer must never sign anybody back in.
 */
let generation = 0;

/**
 * Writes the user to this device unless the session moved on meanwhile (null then). `etag` is the
 * tag of the server's answer for this very user, kept with the profile mirror for the next check.
 */
async function keepUser(
  user: User,
  asked: number,
  { confirmed, etag }: { confirmed: boolean; etag?: string | null },
): Promise<LocalUser | null> {
  const { closeCustomerDb, openCustomerDb, refreshMirror, resumeOutbox } = await localData();
  const db = await openCustomerDb(user.id);
  if (asked !== generation) {
    // A sign-out ran while we opened it: don't leave a database open for nobody.
    if (state.status !== 'signed-in') closeCustomerDb();
    return null;
  }
  // The server just said this customer is signed in: a 401 pause of their outbox is over.
  if (confirmed) await resumeOutbox(db);
  await refreshMirror(db, 'profile', [user], Date.now(), etag);
  if (asked !== generation) return null;
  return writeLocalUser(user);
}

/** Keeps the user locally (localStorage + Dexie profile mirror) for offline starts. */
export async function rememberUser(user: User): Promise<LocalUser | null> {
  // A profile answer that arrives after a sign-out or a reset must not open the database again.
  if (state.status !== 'signed-in' || state.user.id !== user.id) return null;
  const local = await keepUser(user, generation, { confirmed: false });
  if (local && state.status === 'signed-in') setState({ status: 'signed-in', user: local });
  return local;
}

/**
 * After sign-in or sign-up (or the server's word on the session at start, with the ETag of its
 * answer): this customer's database becomes the current one.
 */
export async function establishSession(
  user: User,
  etag?: string | null,
): Promise<LocalUser | null> {
  generation += 1;
  const local = await keepUser(user, generation, { confirmed: true, etag });
  if (!local) return null;
  setState({ status: 'signed-in', user: local });
  signedInListeners.forEach((listener) => listener());
  void localData().then(async (data) => {
    await data.persistIfInstalled();
    // A phone passed between customers keeps nothing readable of the previous one.
    await data.forgetOtherCustomers(user.id);
  });
  return local;
}

const signedInListeners = new Set<() => void>();

/**
 * Told each time the server confirms a signed-in customer (sign-in, sign-up, an online start):
 * the outbox sends what a 401 paused, the mirrors refresh.
 */
export function onSignedIn(listener: () => void): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

/**
 * A 401: the session was ended elsewhere (password change, expiry). Nothing this customer saw may
 * stay readable on the device: the kept user and every mirror go. Their unsent claims (and a
 * claim form half typed) stay, paused, until that customer signs in again.
 */
async function forgetExpiredSession(asked: number): Promise<void> {
  const kept = readLocalUser();
  const data = await localData();
  const open = data.peekCustomerDb();
  const customers = new Set(kept ? [kept.id] : []);
  if (open && asked === generation) {
    customers.add(open.customerId);
    data.closeCustomerDb();
  }
  // Through connections of our own: the start-up may still be opening (or closing) the page's
  // one, since the outbox sender's 401 can come before the server's answer about the session.
  for (const customerId of customers) await data.clearPrivateStoresOf(customerId);
  // The kept user goes last: a page closed half way opens as them again, meets the same 401 and
  // finishes the job, instead of opening as nobody over mirrors still on the device.
  if (asked === generation) clearLocalUser();
}

/**
 * Asks the server who is signed in; the local user is refreshed or replaced. With nobody kept on
 * this device it asks the session probe, which answers null rather than 401 when signed out:
 * a first visit then leaves the browser console clean.
 */
async function verifyWithServer(local: LocalUser | null): Promise<void> {
  const asked = generation;
  try {
    if (local) {
      // The profile kept for them names its ETag: a 304 says the session stands, and so does
      // the profile, which is not written again.
      const kept = await localData()
        .then((data) => data.keptProfile(local.id))
        .catch(() => null);
      // The start's one check (mirrors/check.ts) proves the session and vouches for the profile.
      const stands =
        kept !== null &&
        (await localData()
          .then((data) => data.profileStands(local.id))
          .catch(() => false));
      if (asked !== generation) return;
      if (kept && stands) {
        await establishSession(kept.user);
        return;
      }
      const answer = await api.getTagged(
        '/api/customer/user',
        schemas().then((m) => m.user),
        kept?.etag ?? null,
        { toastError: false },
      );
      if (asked !== generation) return;
      const user = answer?.data ?? kept?.user;
      if (user) await establishSession(user, answer ? answer.etag : undefined);
      return;
    }
    const fresh = await api.get(
      '/api/auth/session',
      schemas().then((m) => m.sessionProbe),
      { toastError: false },
    );
    if (asked !== generation) return;
    if (!fresh) {
      if (state.status === 'checking') {
        setState({ status: 'signed-out', user: null, reason: 'anonymous' });
      }
      void clearLeftovers(asked);
      return;
    }
    await establishSession(fresh);
  } catch {
    // Offline keeps a local user signed in; without one there is nobody to open the portal for.
    // (A 401 has already signed out through the session-expired event.)
    if (state.status === 'checking') {
      setState({ status: 'signed-out', user: null, reason: 'anonymous' });
    }
  }
}

/**
 * Nobody is signed in: what an interrupted expiry may have left is emptied. A device that holds
 * no portal database (every first visit) has nothing to empty and loads no Dexie for it.
 */
async function clearLeftovers(asked: number): Promise<void> {
  if (!(await mayHoldPortalData()) || asked !== generation) return;
  const data = await localData();
  if (asked === generation) await data.clearEveryonesPrivateStores();
}

const onSignInPage = (): boolean =>
  typeof location !== 'undefined' && isSignInPage(location.pathname);

/**
 * App start. With a locally kept user the portal opens at once (also offline) and the server is
 * asked in the background; without one we wait for the server's answer.
 */
export function startSession(): Promise<void> {
  if (started) return started;
  stopListening = onSessionExpired(() => {
    if (state.status === 'signed-out') return;
    generation += 1;
    setState({
      status: 'signed-out',
      user: null,
      reason: state.status === 'signed-in' ? 'expired' : 'anonymous',
    });
    void forgetExpiredSession(generation).catch(() => undefined);
  });
  started = (async () => {
    const asked = generation;
    const local = readLocalUser();
    if (local && state.status === 'checking') {
      try {
        const { closeCustomerDb, openCustomerDb } = await localData();
        await openCustomerDb(local.id);
        // Meanwhile a sign-in, sign-out or expiry may have decided already.
        if (asked === generation && state.status === 'checking') {
          setState({ status: 'signed-in', user: local });
        } else if (getSession().status === 'signed-out') {
          // An expiry won the race: leave no database open for nobody.
          closeCustomerDb();
        }
      } catch {
        // IndexedDB unavailable (private mode quirks): fall back to asking the server.
      }
    }
    if (!local && onSignInPage()) {
      // Nobody is kept on this device and the page is the sign-in form itself: there is no one to
      // ask the server about, and asking would only log a 401 in the console. What an interrupted
      // expiry may have left is emptied once the form is on screen: the local database's code is
      // not on the way to the sign-in page's first paint.
      setState({ status: 'signed-out', user: null, reason: 'anonymous' });
      afterFirstScreen(() => void clearLeftovers(asked));
      return;
    }
    // Whoever the server names, their database opens next: Dexie loads while we wait for it.
    localData().catch(() => undefined);
    const check = verifyWithServer(local);
    if (state.status === 'checking') await check;
  })();
  return started;
}

/** Unsent adhoc expense drafts in the outbox; sign-out warns before deleting them. */
export async function countUnsentDrafts(): Promise<number> {
  const data = await localData();
  const db = data.peekCustomerDb();
  return db ? data.countUnsentDrafts(db) : 0;
}

/**
 * Ends the session on the server, then deletes this customer's data from the device. Offline it
 * refuses (throws the offline ApiError): the server session would outlive the local data.
 */
export async function signOut(): Promise<void> {
  const current = state.user;
  try {
    await api.post(
      '/api/auth/logout',
      {},
      schemas().then((m) => m.loggedOut),
    );
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'unauthorized') throw error;
  }
  generation += 1;
  // Leave the portal first: screens still mounted would otherwise read a database being deleted.
  setState({ status: 'signed-out', user: null, reason: 'logout' });
  clearLocalUser();
  if (current) await (await localData()).clearCustomerData(current.id);
}

/** Back to the state of a fresh page load (tests, and a new sign-in after the old one). */
export function resetSession(): void {
  generation += 1;
  stopListening?.();
  stopListening = null;
  started = null;
  setState(INITIAL);
}
