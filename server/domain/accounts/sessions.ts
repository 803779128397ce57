import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import { customers, serverFacts, sessions } from '../../db/schema';

const { passwordHash: _secret, ...profileColumns } = getTableColumns(customers);

/** The customer's row as every request sees it; the password hash is never loaded with it. */
export type CustomerProfile = Omit<typeof customers.$inferSelect, 'passwordHash'>;

/**
 * The signed-in customer. `profile` is read in the same query as the session, so a route that
 * answers with the customer's own details needs no second round trip.
 */
export type SessionCustomer = {
  id: string;
  sessionId: string;
  profile: CustomerProfile;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a session lives: `days` since it was last used (sliding), and never more than
 * `maxDays` since it began (absolute), however often it is used.
 */
export type SessionLifetime = { days: number; maxDays: number };

export const sessionLifetime = (config: {
  sessionDays: number;
  sessionMaxDays: number;
}): SessionLifetime => ({ days: config.sessionDays, maxDays: config.sessionMaxDays });

/**
 * Session ids worked out lately, by secret and then by token. Every signed-in request names its
 * session, and setting up an HMAC costs the server more than a keyed read does; a customer's
 * requests repeat one token. Oldest first, so the first key is the one to forget. What a session
 * allows is still decided by its row: the id of a token never changes, whether or not it is live.
 */
const recentSessionIds = new Map<string, Map<string, string>>();
const RECENT_SESSION_IDS = 2_000;

/** The cookie carries a random token; the table keeps only its HMAC, keyed by the server secret. */
export function sessionIdOf(token: string, secret: string): string {
  let recent = recentSessionIds.get(secret);
  if (!recent) {
    recent = new Map();
    recentSessionIds.set(secret, recent);
  }
  const known = recent.get(token);
  if (known !== undefined) return known;
  const id = createHmac('sha256', secret).update(token).digest('hex');
  if (recent.size >= RECENT_SESSION_IDS) {
    const oldest = recent.keys().next();
    if (!oldest.done) recent.delete(oldest.value);
  }
  recent.set(token, id);
  return id;
}

export async function createSession(
  db: Db,
  secret: string,
  customerId: string,
  lifetime: SessionLifetime,
): Promise<{ token: string; expiresOn: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const endsOn = new Date(now + lifetime.maxDays * DAY_MS);
  const expiresOn = new Date(Math.min(now + lifetime.days * DAY_MS, endsOn.getTime()));
  await db
    .insert(sessions)
    .values({ id: sessionIdOf(token, secret), customerId, expiresOn, endsOn });
  return { token, expiresOn };
}

const sessionLookup = preparedFor(
  (db, name) =>
    db
      .select({ profile: profileColumns, expiresOn: sessions.expiresOn, endsOn: sessions.endsOn })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('id')),
          gt(sessions.expiresOn, sql.placeholder('now')),
          gt(sessions.endsOn, sql.placeholder('now')),
          eq(customers.isActive, true),
        ),
      )
      .limit(1)
      .prepare(name),
  'session_lookup',
);

/** What a session-scoped read is given: the session's key (never the cookie) and the time. */
export type SessionKey = { sessionId: string; now: Date };

/** The session key a cookie names, or null when the cookie cannot be one of ours. */
export function sessionKeyOf(token: string, secret: string, now = new Date()): SessionKey | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return { sessionId: sessionIdOf(token, secret), now };
}

export async function findSession(
  db: Db,
  key: SessionKey,
  lifetime: SessionLifetime,
): Promise<SessionCustomer | null> {
  const rows = await sessionLookup(db).execute({ id: key.sessionId, now: key.now });
  const row = rows[0];
  if (!row) return null;
  await touchSession(db, key, row.expiresOn.getTime(), row.endsOn.getTime(), lifetime);
  return { id: row.profile.id, sessionId: key.sessionId, profile: row.profile };
}

/**
 * Sliding expiry, written at most once per half-life so reads stay reads, and never past the
 * absolute end.
 */
export async function touchSession(
  db: Db,
  key: SessionKey,
  expiresMs: number,
  endsMs: number,
  lifetime: SessionLifetime,
): Promise<void> {
  const slid = Math.min(key.now.getTime() + lifetime.days * DAY_MS, endsMs);
  if (slid - expiresMs <= (lifetime.days * DAY_MS) / 2) return;
  await db
    .update(sessions)
    .set({ expiresOn: new Date(slid) })
    .where(eq(sessions.id, key.sessionId));
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function endOtherSessions(db: Db, customerId: string, keep: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.customerId, customerId), ne(sessions.id, keep)));
}

/** Deletes every session past either of its ends: unused too long, or simply too old. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  const now = new Date();
  await db.delete(sessions).where(or(lt(sessions.expiresOn, now), lt(sessions.endsOn, now)));
}

/**
 * Without SESSION_SECRET (development, embedded database) the secret is made once and kept in
 * the database, so every server process sharing that database agrees on it.
 */
export async function resolveSessionSecret(
  db: Db,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(32).toString('hex');
  await db
    .insert(serverFacts)
    .values({ key: 'session-secret', value: fresh })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: serverFacts.value })
    .from(serverFacts)
    .where(eq(serverFacts.key, 'session-secret'));
  return rows[0]?.value ?? fresh;
}
