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

type TypeaheadColumn =
  typeof catalogVariants.make | typeof catalogVariants.model | typeof catalogVariants.year;

type TypeaheadOptions = {
  /** The value as text, to match the search against (a year is a number). */
  text?: SQL;
  /** The order among equally good matches. */
  tieBreak?: SQL;
  /** The variants to look among: those of one make, or of one make and model. */
  within?: SQL | undefined;
};

/** The distinct values of `column` containing the text, best matches first, at most 20. */
async function typeahead<C extends TypeaheadColumn>(
  db: Db,
  column: C,
  search: string,
  { text = sql`${column}`, tieBreak = asc(column), within }: TypeaheadOptions = {},
): Promise<C['_']['data'][]> {
  const rows = await db
    .select({ value: column })
    .from(catalogVariants)
    .where(and(within, search ? contains(text, search) : undefined))
    .groupBy(column)
    .orderBy(matchRank(text, search), tieBreak)
    .limit(TYPEAHEAD_LIMIT);
  return rows.map((r) => r.value);
}

/** Make typeahead across the whole catalogue. */
export async function searchMakes(db: Db, search: string): Promise<string[]> {
  return typeahead(db, catalogVariants.make, search);
}

/** Model typeahead within a make. */
export async function searchModels(db: Db, make: string, search: string): Promise<string[]> {
  return typeahead(db, catalogVariants.model, search, {
    within: sameText(catalogVariants.make, make),
  });
}

/** Year typeahead within a make and model, newest first among equally good matches. */
export async function searchYears(
  db: Db,
  make: string,
  model: string,
  search: string,
): Promise<number[]> {
  return typeahead(db, catalogVariants.year, search, {
    text: sql`cast(${catalogVariants.year} as text)`,
    tieBreak: desc(catalogVariants.year),
    within: and(sameText(catalogVariants.make, make), sameText(catalogVariants.model, model)),
  });
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
