import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVariants, serverFacts } from '../../server/db/schema';
import { buildCatalogueRows, variantName } from '../../server/seed/catalogue/build';
import { CATALOGUE_FACT, seedCatalogue } from '../../server/seed/catalogue/seed';
import { FUEL_TYPES, TYRE_CLASSES } from '../../server/domain/pricing/kinds';
import { CATALOGUE_FIRST_YEAR, CATALOGUE_LATEST_YEAR } from '../../server/seed/data/types';
import { backends, startApp, type TestApp } from './harness';

const rows = buildCatalogueRows();

describe('the catalogue data', () => {
  it('covers at least 25 makes and 150 models of the Australian market', () => {
    expect(new Set(rows.map((r) => r.make)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((r) => `${r.make}|${r.model}`)).size).toBeGreaterThanOrEqual(150);
    for (const make of ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Holden', 'Kia', 'Tesla', 'BYD']) {
      expect(rows.some((r) => r.make === make)).toBe(true);
    }
  });
  it('gives every variant a unique stable id per model year', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(buildCatalogueRows().map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });
  it('keeps years, fuel, tyre class and consumption within sense', () => {
    for (const r of rows) {
      expect(r.year).toBeGreaterThanOrEqual(CATALOGUE_FIRST_YEAR);
      expect(r.year).toBeLessThanOrEqual(CATALOGUE_LATEST_YEAR);
      expect(FUEL_TYPES).toContain(r.fuelType);
      expect(TYRE_CLASSES).toContain(r.tyreClass);
      const c = Number(r.consumption);
      // Plug-in hybrids publish about 1–2 L/100 km; nothing here drinks more than a Patrol V8.
      expect(c).toBeGreaterThan(r.fuelType === 'hybrid' ? 1 : 3);
      expect(c).toBeLessThan(r.fuelType === 'electric' ? 25 : 15);
      expect(r.engine).toMatch(r.fuelType === 'electric' ? /^Electric/ : /^\d\.\dL /);
    }
  });
  it('names variants after their model', () => {
    expect(variantName('Corolla', 'Ascent Sport')).toBe('Corolla Ascent Sport');
    expect(variantName('IS', 'IS 300h')).toBe('IS 300h');
    expect(rows.find((r) => r.model === 'Corolla' && r.year === 2020)?.name).toMatch(/^Corolla /);
  });
});

describe.each(backends)('seeding the catalogue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('loaded every row at start and recorded its version', async () => {
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(catalogVariants);
    expect(n).toBe(rows.length);
    const [fact] = await t.db.select().from(serverFacts).where(eq(serverFacts.key, CATALOGUE_FACT));
    expect(fact?.value).toMatch(/^[0-9a-f]{16}$/);
  });

  it('does nothing the second time, quickly', async () => {
    const started = performance.now();
    const again = await seedCatalogue(t.db);
    expect(again.inserted).toBe(0);
    expect(performance.now() - started).toBeLessThan(1_000);
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(catalogVariants);
    expect(n).toBe(rows.length);
  });

  it('re-seeds a changed catalogue in place, keeping ids', async () => {
    await t.db
      .update(serverFacts)
      .set({ value: 'outdated' })
      .where(eq(serverFacts.key, CATALOGUE_FACT));
    const first = rows[0];
    if (!first) throw new Error('empty catalogue');
    await t.db
      .update(catalogVariants)
      .set({ engine: 'wrong' })
      .where(eq(catalogVariants.id, first.id));
    const started = performance.now();
    const result = await seedCatalogue(t.db);
    const elapsed = performance.now() - started;
    expect(result.inserted).toBe(rows.length);
    expect(elapsed).toBeLessThan(10_000);
    const [row] = await t.db.select().from(catalogVariants).where(eq(catalogVariants.id, first.id));
    expect(row?.engine).toBe(first.engine);
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(catalogVariants);
    expect(n).toBe(rows.length);
  });
});
