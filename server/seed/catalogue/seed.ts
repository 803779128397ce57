import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { catalogVariants, serverFacts } from '../../db/schema';
import { buildCatalogueRows, catalogueVersion } from './build';

export const CATALOGUE_FACT = 'catalogue-version';
// Rows per INSERT, so no single statement carries the whole catalogue.
const CHUNK = 1_000;
// Any fixed 64-bit number: two servers starting together seed one after the other.
const SEED_LOCK = 727_274_002;

export type SeedResult = { version: string; inserted: number };

/**
 * Loads the vehicle catalogue once per catalogue version. Rows are upserted by their stable id,
 * so a newer catalogue updates the variants in place; variants that left the data are kept
 * because saved vehicles may still point at them.
 */
export async function seedCatalogue(db: Db): Promise<SeedResult> {
  const rows = buildCatalogueRows();
  const version = catalogueVersion(rows);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [fact] = await tx
      .select({ value: serverFacts.value })
      .from(serverFacts)
      .where(sql`${serverFacts.key} = ${CATALOGUE_FACT}`);
    if (fact?.value === version) return { version, inserted: 0 };
    for (let start = 0; start < rows.length; start += CHUNK) {
      // One JSON parameter per chunk: far fewer bind values to marshal than a VALUES list.
      const chunk = JSON.stringify(rows.slice(start, start + CHUNK));
      await tx.execute(sql`
        insert into ${catalogVariants}
          (id, make, model, year, name, body, engine, fuel_type, consumption, tyre_class)
        select r.id, r.make, r.model, r.year, r.name, r.body, r.engine, r."fuelType",
               r.consumption, r."tyreClass"
        from json_to_recordset(${chunk}::json) as r(
          id uuid, make text, model text, year integer, name text, body text, engine text,
          "fuelType" text, consumption numeric, "tyreClass" text)
        on conflict (id) do update set
          name = excluded.name, body = excluded.body, engine = excluded.engine,
          fuel_type = excluded.fuel_type, consumption = excluded.consumption,
          tyre_class = excluded.tyre_class`);
    }
    await tx
      .insert(serverFacts)
      .values({ key: CATALOGUE_FACT, value: version })
      .onConflictDoUpdate({
        target: serverFacts.key,
        set: { value: version, updatedOn: new Date() },
      });
    return { version, inserted: rows.length };
  });
}
