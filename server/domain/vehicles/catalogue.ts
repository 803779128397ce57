import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { TYPEAHEAD_LIMIT, type VehicleOption } from '../../../contract/vehicles';
import type { Db } from '../../db/open';
import { catalogVariants } from '../../db/schema';
import { HttpError } from '../../http';

export type VariantRow = typeof catalogVariants.$inferSelect;

/** Escapes LIKE wildcards so a customer's '%' or '_' is matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rank of a typeahead match, best first: exact, prefix, a word starting with the text, anywhere.
 * Everything is compared in lower case, so 'toy', 'TOY' and 'Toy' find the same makes.
 */
function matchRank(column: SQL, search: string): SQL<number> {
  const text = search.toLowerCase();
  const escaped = likeEscape(text);
  return sql<number>`case
    when lower(${column}) = ${text} then 0
    when lower(${column}) like ${`${escaped}%`} then 1
    when lower(${column}) like ${`% ${escaped}%`} or lower(${column}) like ${`%-${escaped}%`} then 2
    else 3 end`;
}

const contains = (column: SQL, search: string): SQL =>
  sql`lower(${column}) like ${`%${likeEscape(search.toLowerCase())}%`}`;

const sameText = (column: typeof catalogVariants.make | typeof catalogVariants.model, v: string) =>
  sql`lower(${column}) = ${v.trim().toLowerCase()}`;

/** Make typeahead: distinct makes containing the text, best matches first, at most 20. */
export async function searchMakes(db: Db, search: string): Promise<string[]> {
  const column = sql`${catalogVariants.make}`;
  const rows = await db
    .select({ value: catalogVariants.make })
    .from(catalogVariants)
    .where(search ? contains(column, search) : undefined)
    .groupBy(catalogVariants.make)
    .orderBy(matchRank(column, search), asc(catalogVariants.make))
    .limit(TYPEAHEAD_LIMIT);
  return rows.map((r) => r.value);
}

/** Model typeahead within a make. */
export async function searchModels(db: Db, make: string, search: string): Promise<string[]> {
  const column = sql`${catalogVariants.model}`;
  const rows = await db
    .select({ value: catalogVariants.model })
    .from(catalogVariants)
    .where(and(sameText(catalogVariants.make, make), search ? contains(column, search) : undefined))
    .groupBy(catalogVariants.model)
    .orderBy(matchRank(column, search), asc(catalogVariants.model))
    .limit(TYPEAHEAD_LIMIT);
  return rows.map((r) => r.value);
}

/** Year typeahead within a make and model, newest first among equally good matches. */
export async function searchYears(
  db: Db,
  make: string,
  model: string,
  search: string,
): Promise<number[]> {
  const column = sql`cast(${catalogVariants.year} as text)`;
  const rows = await db
    .select({ value: catalogVariants.year })
    .from(catalogVariants)
    .where(
      and(
        sameText(catalogVariants.make, make),
        sameText(catalogVariants.model, model),
        search ? contains(column, search) : undefined,
      ),
    )
    .groupBy(catalogVariants.year)
    .orderBy(matchRank(column, search), desc(catalogVariants.year))
    .limit(TYPEAHEAD_LIMIT);
  return rows.map((r) => r.value);
}

/** The variants sold as this make, model and year (SPEC §3 available vehicle options). */
export async function listOptions(
  db: Db,
  make: string,
  model: string,
  year: number,
): Promise<VehicleOption[]> {
  return db
    .select({
      id: catalogVariants.id,
      name: catalogVariants.name,
      body: catalogVariants.body,
      engine: catalogVariants.engine,
    })
    .from(catalogVariants)
    .where(
      and(
        sameText(catalogVariants.make, make),
        sameText(catalogVariants.model, model),
        eq(catalogVariants.year, year),
      ),
    )
    .orderBy(asc(catalogVariants.name), asc(catalogVariants.engine));
}

/**
 * The variant a wizard picked, checked against the make, model and year it was picked under
 * (SPEC §5's extra car-detail check): a stale or hand-made id cannot price another car.
 */
export async function findChosenVariant(
  db: Db,
  choice: { vehicleMasterId: string; make: string; model: string; year: number },
): Promise<VariantRow> {
  const [variant] = await db
    .select()
    .from(catalogVariants)
    .where(eq(catalogVariants.id, choice.vehicleMasterId));
  if (!variant) throw new HttpError(400, 'vehicleMasterId: Please choose a vehicle from the list');
  const matches =
    variant.make.toLowerCase() === choice.make.trim().toLowerCase() &&
    variant.model.toLowerCase() === choice.model.trim().toLowerCase() &&
    variant.year === choice.year;
  if (!matches) {
    throw new HttpError(
      400,
      'vehicleMasterId: The vehicle does not match the make, model and year',
    );
  }
  return variant;
}
