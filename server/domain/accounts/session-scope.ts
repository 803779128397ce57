import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { customers, sessions } from '../../db/schema';
import { findSession, touchSession, type SessionKey, type SessionLifetime } from './sessions';

/**
 * A signed-in list read finds its customer and its rows in one statement: instead of looking the
 * session up first (one round trip) and then reading the page (another), the page's queries
 * name their customer through the live session's row. An ended, expired or revoked session, or a
 * customer no longer active, names nobody, so the read returns no row.
 */
/**
 * For a read whose FROM is the sessions table itself, joined to `customers` on
 * `liveSessionCustomer`: the row of the live session. A read built on it answers one row when the
 * session is live and none otherwise; its subqueries name the customer as `sessions.customer_id`
 * of that outer row. (The join also makes drizzle qualify every column with its table.)
 */
export const liveSessionCustomer = sql`${customers.id} = ${sessions.customerId} and ${customers.isActive}`;

export const liveSession = sql`${sessions.id} = ${sql.placeholder('sessionId')}
  and ${sessions.expiresOn} > ${sql.placeholder('now')}
  and ${sessions.endsOn} > ${sql.placeholder('now')}`;

export const liveSessionTimes = {
  sessionExpiresMs: sql<number>`(extract(epoch from ${sessions.expiresOn}) * 1000)::float8`,
  sessionEndsMs: sql<number>`(extract(epoch from ${sessions.endsOn}) * 1000)::float8`,
};

export type SessionTimes = { sessionExpiresMs: number; sessionEndsMs: number };

/**
 * Whether the session behind a scoped read is live. Its row proves it (and slides its expiry
 * when due, as a lookup does); no row means no live session, which a lookup of its own confirms.
 */
export async function confirmScopedSession(
  db: Db,
  key: SessionKey,
  session: SessionTimes | null,
  lifetime: SessionLifetime,
): Promise<boolean> {
  if (!session) return (await findSession(db, key, lifetime)) !== null;
  await touchSession(db, key, session.sessionExpiresMs, session.sessionEndsMs, lifetime);
  return true;
}
