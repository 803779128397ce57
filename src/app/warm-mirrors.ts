import { cardHolderVehicles, loadFuelCard } from '../features/cargo-card/api';
import { listBanks } from '../api/banks';
import { listCards } from '../api/cards';
import { loadPayoutAccount } from '../api/payout';
import { loadComingUp, loadDashboard, loadForecast } from '../features/dashboard/api';
import { loadExpenses } from '../features/expenses/api';
import { loadSubscribedVehicles } from '../api/subscribed-vehicles';
import { loadPaymentLogs, loadSubscriptionLogs } from '../features/logs/api';
import { loadAllVehicles } from '../features/vehicles/api';
import { isApiError } from '../lib/api';
import type { CustomerDb, MirrorName, MirrorRows } from '../offline/db';
import {
  checkMirrors,
  FRESH_MS,
  keepMirrorsTag,
  START_MIRRORS,
  type MirrorsCheck,
  type StartMirror,
} from '../offline/mirrors/check';
import {
  mirrorCheckedAt,
  mirrorStamp,
  refreshList,
  refreshMirror,
  type Listed,
} from '../offline/mirrors/store';
import { writeMeta } from '../offline/meta';

type Loader = (db: CustomerDb) => Promise<void>;
/** A read with no ETag of its own: its rows replace the mirror's (the same rows write nothing). */
const replace =
  <N extends MirrorName>(name: N, load: () => Promise<readonly MirrorRows[N][]>): Loader =>
  async (db) =>
    refreshMirror(db, name, await load());
/**
 * A signed-in list, or a read kept as rows (the dashboard): asked with the ETag of what its
 * mirror holds; a 304 writes nothing.
 */
const list =
  <N extends MirrorName>(
    name: N,
    load: (etag: string | null) => Promise<Listed<MirrorRows[N]>>,
  ): Loader =>
  (db) =>
    refreshList(db, name, (etag) => load(etag));

/** How the start fills each of its mirrors (the profile is written by the session itself). */
const LOADERS: { readonly [N in StartMirror]: Loader } = {
  subscribedVehicles: list('subscribedVehicles', loadSubscribedVehicles),
  fuelCards: async (db) => {
    let changed = false;
    for (const vehicle of cardHolderVehicles(db, await db.subscribedVehicles.toArray())) {
      changed = (await loadFuelCard(db, vehicle.id)) || changed;
    }
    // The stamp moves only with the cards: a start where none changed writes nothing.
    if (changed || (await mirrorStamp(db, 'fuelCards')) === null) {
      await writeMeta(db, 'fuelCards', { updatedAt: Date.now() });
    }
  },
  // The claim form's 'Pay to …': a claim saved offline pays into it by reference.
  payout: replace('payout', () => loadPayoutAccount({ toastError: false })),
  expenses: list('expenses', loadExpenses),
  dashboard: list('dashboard', loadDashboard),
  // The dashboard's own cards: the start's check vouches for them (mirrors/check.ts), so a start
  // that kept its tag must have filled them, or the next start's 304 would stand for an empty copy.
  forecast: list('forecast', loadForecast),
  comingUp: list('comingUp', loadComingUp),
  vehicles: list('vehicles', loadAllVehicles),
  paymentLogs: list('paymentLogs', loadPaymentLogs),
  subscriptionLogs: list('subscriptionLogs', loadSubscriptionLogs),
  cards: list('cards', listCards),
  banks: list('banks', listBanks),
};

/** Every mirror the start fills with its loader, in START_MIRRORS' order. */
export const MIRROR_LOADERS = START_MIRRORS.map((name) => [name, LOADERS[name]] as const);

const running = new WeakMap<CustomerDb, Promise<void>>();

/**
 * Fills every mirror in the background (on sign-in and at every online start), so each screen
 * works offline even if it was never opened online. First the start's one check
 * (src/offline/mirrors/check.ts): when it says every mirror stands, nothing else is asked and
 * nothing written. Otherwise each mirror is refreshed, and only when every one has been, the
 * check's tag is kept for the next start. Stops at the first sign that the network or the session
 * is gone; a failing route does not stop the others.
 */
export function warmMirrors(db: CustomerDb, now: () => number = Date.now): Promise<void> {
  const inFlight = running.get(db);
  if (inFlight) return inFlight;
  const run = (async () => {
    let check: MirrorsCheck | null = null;
    try {
      check = await checkMirrors(db, now());
    } catch (error) {
      if (isApiError(error) && (error.kind === 'offline' || error.kind === 'unauthorized')) return;
    }
    if (check?.current) return;
    // A mirror refreshed since the check was asked is as new as its tag; one refreshed before it
    // is not, however recent.
    const since = check ? check.askedAt : now() - FRESH_MS;
    let complete = true;
    for (const [name, load] of MIRROR_LOADERS) {
      if (!db.isOpen()) return;
      const stamp = await mirrorCheckedAt(db, name);
      if (stamp !== null && stamp >= since && now() - stamp < FRESH_MS) continue;
      try {
        await load(db);
      } catch (error) {
        if (isApiError(error) && (error.kind === 'offline' || error.kind === 'unauthorized')) {
          return;
        }
        if (!db.isOpen()) return;
        complete = false;
      }
    }
    if (complete && check?.etag && db.isOpen()) await keepMirrorsTag(db, check.etag);
  })().finally(() => running.delete(db));
  running.set(db, run);
  return run;
}
