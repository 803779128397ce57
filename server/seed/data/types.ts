import type { FuelType, TyreClass } from '../../domain/pricing/kinds';

/**
 * One variant over a run of model years:
 * [trim, engine, fuel, combined consumption, tyre class, first model year, last model year].
 * Consumption is L/100 km, except electric variants where it is kWh/100 km.
 * A missing last year means the variant is still on sale (see CATALOGUE_LATEST_YEAR).
 */
export type VariantRow = readonly [
  trim: string,
  engine: string,
  fuel: FuelType,
  consumption: number,
  tyre: TyreClass,
  from: number,
  to?: number,
];

export interface ModelSpec {
  readonly model: string;
  readonly body: string;
  readonly variants: readonly VariantRow[];
}

export type MakeCatalogue = Readonly<Record<string, readonly ModelSpec[]>>;

/** Model year assumed for variants still on sale when the data was compiled. */
export const CATALOGUE_LATEST_YEAR = 2026;
/** The catalogue covers the Australian market from this model year on. */
export const CATALOGUE_FIRST_YEAR = 2010;
