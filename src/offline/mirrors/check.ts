import { MIRRORS_PATH, mirrorsAnswer } from '../../../contract/mirrors';
import { api, writesSent } from '../../lib/api';
import { MIRRORS_TAG_KEY, type CustomerDb, type MirrorName } from '../db';
import { readMeta, writeMeta } from '../meta';

/**
 * The rule of an online start: one request says whether anything the start mirrors has changed.
 * The server's tag (GET /api/customer/mirrors) names all of it; the device keeps the tag under
 * which it last refreshed every start-up mirror in full. A 304 to that tag means every one of
 * them stands: the session, the screens and the background refresh ask for none of them and write
 * nothing. Any other answer refreshes as before (each list with its own ETag), and the new tag is
 * kept once that refresh is complete.
 *
 * The answer is shared by every caller for FRESH_MS, and only until the page sends a write (or
 * the outbox sends a claim): after that a screen asks for its own rows again.
 */

/**
 * The mirrors an online start fills, in the order a driver in a car park needs them: the claim
 * form's vehicles first, then the fuel cards, the payout account, the claims, and the rest.
 * This is the one list: `src/api/mirrors.ts` must give each a loader (it does not compile
 * otherwise), and the start's check vouches for each, so every source of a mirror added here
 * must be in the server's tag (docs/architecture.md, 'Adding a mirror').
 */
export const START_MIRRORS = [
  'subscribedVehicles',
  'fuelCards',
  'payout',
  'expenses',
  'dashboard',
  'forecast',
  'comingUp',
  'vehicles',
  'paymentLogs',
  'subscriptionLogs',
  'cards',
  'banks',
] as const satisfies readonly MirrorName[];
export type StartMirror = (typeof START_MIRRORS)[number];

/** What a caller may ask about: a mirror, or the receipts' upload address the start keeps. */
type Asked = MirrorName | 'uploadUrl';

/**
 * What a 304 vouches for: the start's mirrors, the profile (the session writes it) and the
 * upload address (the outbox keeps it); every source of each is covered by the server's tag.
 */
export const VOUCHED: ReadonlySet<Asked> = new Set<Asked>([
  ...START_MIRRORS,
  'profile',
  'uploadUrl',
]);

/**
 * How long an answer about the mirrors holds on this device: the start's check is shared for
 * this long, and a mirror refreshed this recently (by its own screen, say) is not fetched again.
 */
export const FRESH_MS = 30_000;

export type MirrorsCheck = {
  /** Every vouched mirror holds what the server would answer now. */
  current: boolean;
  /** The server's tag, to keep once a complete refresh has followed. */
  etag: string | null;
  /** When it was asked: a mirror refreshed since then is at least as new as the tag. */
  askedAt: number;
};

type Answer = { at: number; writes: number; answer: Promise<MirrorsCheck> };
const asked = new WeakMap<CustomerDb, Answer>();

async function keptTag(db: CustomerDb): Promise<string | null> {
  const etag = (await readMeta(db, MIRRORS_TAG_KEY))?.etag;
  return typeof etag === 'string' ? etag : null;
}

/** Asks the server once for every caller of this start (see the rule above). */
export function checkMirrors(db: CustomerDb, now: number = Date.now()): Promise<MirrorsCheck> {
  const last = asked.get(db);
  if (last && now - last.at < FRESH_MS && last.writes === writesSent()) return last.answer;
  const answer = (async () => {
    const kept = await keptTag(db);
    const reply = await api.getTagged(MIRRORS_PATH, mirrorsAnswer, kept, {
      toastError: false,
      quietOffline: true,
    });
    return reply
      ? { current: false, etag: reply.etag, askedAt: now }
      : { current: true, etag: kept, askedAt: now };
  })();
  const entry = { at: now, writes: writesSent(), answer };
  // A failed check is not remembered: the next caller asks again.
  answer.catch(() => asked.get(db) === entry && asked.delete(db));
  asked.set(db, entry);
  return answer;
}

/**
 * Whether `name`'s mirror stands, by the start's one check: false, with no request, when the
 * mirror is not vouched for or the device keeps no tag (a first start), or when the check fails
 * (the caller's own request then meets the same failure and reports it as ever).
 */
export async function mirrorStands(db: CustomerDb, name: Asked): Promise<boolean> {
  if (!VOUCHED.has(name)) return false;
  if (!asked.has(db) && (await keptTag(db)) === null) return false;
  try {
    return (await checkMirrors(db)).current;
  } catch {
    return false;
  }
}

/** The outbox had a claim accepted: what the check said no longer holds. */
export const forgetMirrorsCheck = (db: CustomerDb): void => void asked.delete(db);

/** Keeps the tag a complete refresh followed; the next start sends it. */
export async function keepMirrorsTag(db: CustomerDb, etag: string): Promise<void> {
  if ((await keptTag(db)) !== etag) await writeMeta(db, MIRRORS_TAG_KEY, { etag });
}
