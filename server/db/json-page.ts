import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './open';
import { catalogVariants, vehicles } from './schema';

/**
 * A timestamp as Date.prototype.toISOString writes it (UTC, milliseconds truncated), for a list
 * page PostgreSQL builds as one JSON array: decoding one JSON value costs the server far less
 * than decoding and mapping each column of each row on its own.
 */
export const isoTime = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The ids of one page of a list, newest first, for a statement prepared with `limit` and `offset`
 * placeholders. Cut on the table's (customer, created) index before anything is joined, so a page
 * joins only its own rows however many the customer has.
 */
export const newestFirstPageIds = (
  db: Db,
  table: PgTable & { id: AnyPgColumn; createdOn: AnyPgColumn },
  where: SQL | undefined,
) =>
  db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdOn), desc(table.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/**
 * How many rows the list has in all (`where` names the same rows as the page's ids), counted on
 * the same index the page is cut on.
 */
export const listTotal = (table: PgTable, where: SQL | undefined) =>
  sql<number>`(select count(*) from ${table} where ${where})::int`;

/** A page row's vehicle label (contract VehicleLabel) as json_build_object pairs. */
export const vehicleLabelJson = sql`'name', ${catalogVariants.name}, 'body', ${catalogVariants.body}, 'engine', ${catalogVariants.engine}`;

/** Joins a row's vehicle and its catalogue variant, for `vehicleLabelJson`. */
export const joinVehicleLabel = (vehicleId: AnyPgColumn) =>
  sql`inner join ${vehicles} on ${vehicles.id} = ${vehicleId}
    inner join ${catalogVariants} on ${catalogVariants.id} = ${vehicles.vehicleMasterId}`;
