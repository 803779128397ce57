import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { FUEL_TYPES, TYRE_CLASSES } from '../../domain/pricing/kinds';
import type { MakeCatalogue } from './types';

const year = z.number().int();
const variantRow = z.union([
  z.tuple([z.string(), z.string(), z.enum(FUEL_TYPES), z.number(), z.enum(TYRE_CLASSES), year]),
  z.tuple([
    z.string(),
    z.string(),
    z.enum(FUEL_TYPES),
    z.number(),
    z.enum(TYRE_CLASSES),
    year,
    year,
  ]),
]);
const makeCatalogue = z.record(
  z.string(),
  z.array(z.object({ model: z.string(), body: z.string(), variants: z.array(variantRow) })),
);

/**
 * The Australian-market catalogue, make → models → variants over model-year runs. The figures
 * are data (`makes.json`, see README.md), checked against the row shape as they are read.
 */
export const CATALOGUE: MakeCatalogue = makeCatalogue.parse(
  JSON.parse(readFileSync(new URL('./makes.json', import.meta.url), 'utf8')),
);
