import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../server/db/open';
import { freshDatabase, type FreshDatabase } from '../reliability/fresh-database';
import { rowsOf } from './harness';

const setting = async (db: Db, name: 'plan_cache_mode' | 'statement_timeout') => {
  const result = await db.execute(sql.raw(`show ${name}`));
  return rowsOf<Record<string, string>>(result)[0]?.[name];
};

/**
 * The signed-in lists read through a pool of their own whose connections run prepared
 * statements on their generic plan (open.ts); the process still keeps at most its pool size.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('keyed reads on PostgreSQL', () => {
  let fresh: FreshDatabase;
  let database: Database;

  beforeAll(async () => {
    fresh = await freshDatabase('cargo_reads');
    // Options the operator put in the URL are kept beside the reads' own.
    const url = new URL(fresh.url);
    url.searchParams.set('options', '-c statement_timeout=4321');
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  it('plans the lists once and leaves every other statement to PostgreSQL', async () => {
    expect(await setting(database.keyedReads, 'plan_cache_mode')).toBe('force_generic_plan');
    expect(await setting(database.db, 'plan_cache_mode')).toBe('auto');
  });

  it("keeps the URL's own startup options on both pools", async () => {
    expect(await setting(database.keyedReads, 'statement_timeout')).toBe('4321ms');
    expect(await setting(database.db, 'statement_timeout')).toBe('4321ms');
  });

  it('opens no more connections than the pool size, both pools busy at once', async () => {
    const hold = (db: Db) => db.execute(sql`select pg_sleep(0.05)`);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => hold(i % 2 ? database.db : database.keyedReads)),
    );
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = ${fresh.name}`,
    );
    expect(Number(rowsOf<{ n: number }>(result)[0]?.n)).toBeLessThanOrEqual(4);
  });

  it('migrates a new database with a pool of one, on the connection that holds the lock', async () => {
    const tiny = await freshDatabase('cargo_reads');
    try {
      const opened = await openDatabase({ databaseUrl: tiny.url, poolSize: 1 });
      const result = await opened.keyedReads.execute(
        sql`select count(*)::int as n from payment_tallies`,
      );
      expect(rowsOf<{ n: number }>(result)[0]?.n).toBe(0);
      await opened.close();
    } finally {
      await tiny.drop();
    }
  });
});
