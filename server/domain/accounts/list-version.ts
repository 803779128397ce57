import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open';
import { customers, listVersions, sessions } from '../../db/schema';
import {
  liveSession,
  liveSessionCustomer,
  liveSessionTimes,
  type SessionTimes,
} from './session-scope';
import type { SessionKey } from './sessions';
import type { PagingRequest } from '../../../contract/envelope';

/** The list_versions row every customer's lists also depend on: the shared catalogue's. */
const CATALOGUE_OWNER = '00000000-0000-0000-0000-000000000000';

const ownVersion = alias(listVersions, 'own_version');
const catalogueVersion = alias(listVersions, 'catalogue_version');

/**
 * The version of everything the live session's customer's lists show: the customer's own and the
 * catalogue's, as text (a bigint reaches JavaScript as a string on one driver and a number on the
 * other). Each part only grows, and a raise after a restored backup starts past the clock
 * (migration 0012), so a version once answered never names different rows later.
 */
const listVersion = sql<string>`coalesce(${ownVersion.version}, 0)::text || '.' || coalesce(${catalogueVersion.version}, 0)::text`;

/** True when the page the caller holds (its ETag names the version) is still current. */
const unchanged = sql`${listVersion} = ${sql.placeholder('knownVersion')}`;

/** The read's columns, each built by PostgreSQL only when the caller's copy is out of date. */
function unlessUnchanged<T extends Record<string, SQL>>(columns: T) {
  const wrapped = Object.entries(columns).map(([name, column]) => [
    name,
    sql`case when ${unchanged} then null else ${column} end`,
  ]);
  // Object.fromEntries forgets the names; each column keeps its own type, now nullable.
  return Object.fromEntries(wrapped) as {
    [K in keyof T]: T[K] extends SQL<infer U> ? SQL<U | null> : never;
  };
}

/**
 * The live session's row (session-scope.ts) with the given columns (subqueries naming their
 * customer as `sessions.customer_id`), the session's times and the customer's list version, all
 * from one snapshot. No row when the session is not live.
 */
export const withListVersion = <T extends Record<string, SQL>>(db: Db, columns: T) =>
  db
    .select({ ...columns, ...liveSessionTimes, listVersion })
    .from(sessions)
    .innerJoin(customers, liveSessionCustomer)
    .leftJoin(ownVersion, eq(ownVersion.customerId, sessions.customerId))
    .leftJoin(catalogueVersion, eq(catalogueVersion.customerId, sql`${CATALOGUE_OWNER}::uuid`))
    .where(liveSession);

/**
 * The one statement a signed-in list prepares: `withListVersion` with the read's own columns and
 * whether the caller's `knownVersion` is still current. Each of the read's columns is built only
 * when it is not (null otherwise), so a page the caller already holds costs PostgreSQL the
 * session lookup and two key reads.
 */
export const fromVersionedSession = <T extends Record<string, SQL>>(db: Db, columns: T) =>
  withListVersion(db, {
    ...unlessUnchanged(columns),
    unchanged: sql<boolean | null>`${unchanged}`,
  });

/** What a versioned page read is given: the session's key and the version the caller holds. */
export type VersionedKey = SessionKey & { knownVersion: string | null };

/**
 * A versioned read's answer. `rows` is null when the caller's copy is still current; `session` is
 * null when the session is not live (the statement found no row). `timeBound` says the page
 * changes at a time of its own, with nothing written (a debit reaching its settle time): no
 * version can vouch for it.
 */
export type VersionedRows<T> = {
  rows: T[] | null;
  version: string;
  timeBound: boolean;
  session: SessionTimes | null;
};

type VersionedRow = SessionTimes & {
  listVersion: string;
  unchanged: boolean | null;
  /** Set by a page that can change with no write (null when the caller's copy is current). */
  timeBound?: boolean | null;
};

/** The answer for the statement's one row (or none), its page mapped by `toRows`. */
export function versioned<R extends VersionedRow, T>(
  found: R | undefined,
  toRows: (row: R) => T[],
): VersionedRows<T> {
  if (!found) return { rows: [], version: '', timeBound: false, session: null };
  return {
    rows: found.unchanged ? null : toRows(found),
    version: String(found.listVersion),
    timeBound: found.timeBound === true,
    session: {
      sessionExpiresMs: Number(found.sessionExpiresMs),
      sessionEndsMs: Number(found.sessionEndsMs),
    },
  };
}

/**
 * Runs a versioned page statement, prepared with `limit` and `offset` placeholders, for the
 * caller's page, and answers it as `versioned` does.
 */
export async function versionedPage<R extends VersionedRow, T>(
  statement: { execute(values: Record<string, unknown>): Promise<R[]> },
  key: VersionedKey,
  paging: Pick<PagingRequest, 'offset' | 'next'>,
  toRows: (row: R) => T[],
): Promise<VersionedRows<T>> {
  const [found] = await statement.execute({
    ...key,
    limit: paging.next,
    offset: paging.offset * paging.next,
  });
  return versioned(found, toRows);
}
