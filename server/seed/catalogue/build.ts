import { createHash } from 'node:crypto';
import { CATALOGUE } from '../data/catalogue';
import type { FuelType, TyreClass } from '../../domain/pricing/kinds';
import { CATALOGUE_FIRST_YEAR, CATALOGUE_LATEST_YEAR, type MakeCatalogue } from '../data/types';

/** One catalog_variants row: a variant in one model year. */
export type CatalogueRow = {
  id: string;
  make: string;
  model: string;
  year: number;
  name: string;
  body: string;
  engine: string;
  fuelType: FuelType;
  consumption: string;
  tyreClass: TyreClass;
};

/** 'Corolla' + 'Ascent Sport' → 'Corolla Ascent Sport'; a trim that already names the model stays. */
export function variantName(model: string, trim: string): string {
  return ` ${trim} `.includes(` ${model} `) ? trim : `${model} ${trim}`;
}

/**
 * Ids derive from what the row is, so every database (and every re-seed) gives a variant the
 * same id: saved vehicles keep pointing at the right row when the catalogue is refreshed.
 */
export function variantId(make: string, model: string, year: number, trim: string, engine: string) {
  const hex = createHash('sha1')
    .update(['cargo-catalogue', make, model, year, trim, engine].join('|'))
    .digest('hex');
  // Shaped as an RFC 4122 version 5 (name-based, SHA-1) UUID.
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** Expands each variant's model-year run into one row per year. */
export function buildCatalogueRows(catalogue: MakeCatalogue = CATALOGUE): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  for (const [make, models] of Object.entries(catalogue)) {
    for (const { model, body, variants } of models) {
      for (const [trim, engine, fuelType, consumption, tyreClass, from, to] of variants) {
        const first = Math.max(from, CATALOGUE_FIRST_YEAR);
        const last = to ?? CATALOGUE_LATEST_YEAR;
        for (let year = first; year <= last; year += 1) {
          rows.push({
            id: variantId(make, model, year, trim, engine),
            make,
            model,
            year,
            name: variantName(model, trim),
            body,
            engine,
            fuelType,
            consumption: consumption.toFixed(2),
            tyreClass,
          });
        }
      }
    }
  }
  return rows;
}

/** A short fingerprint of the rows: a changed catalogue is re-seeded, an unchanged one is not. */
export function catalogueVersion(rows: readonly CatalogueRow[]): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
}
