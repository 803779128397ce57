import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/**
 * One type for both drivers and for a transaction on either: handlers never care which database
 * they run on, and a domain function takes a transaction wherever it takes the database.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /**
   * Where the signed-in lists read their pages (`sessionInQuery` routes). On PostgreSQL
   * it is a pool of its own whose connections always run a prepared statement's generic plan,
   * planned once per connection: left to choose, PostgreSQL re-plans a page whose customer holds
   * most of the table on every call (its generic plan guesses 10% of the rows for `limit $1`), and
   * planning the payments page costs three times what running it does. Everything else keeps
   * PostgreSQL's own choice, on `db`. On the embedded database both are the one connection.
   */
  keyedReads: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed 64-bit number: serialises migrations when several servers start against one PostgreSQL.
const MIGRATION_LOCK = 727_274_001;

export type OpenOptions = {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory embedded database starts from this dump (PGlite's dumpDataDir) instead of a new
   * cluster: creating a cluster costs seconds, and the tests open hundreds.
   */
  pgliteDump?: Blob | undefined;
  poolSize?: number;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(dump ? { loadDataDir: dump } : {});
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    keyedReads: db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // The configured size is shared by the two pools (one connection each at the least).
  const readsSize = Math.max(1, Math.floor(poolSize / 2));
  const pool = openPool({ connectionString: url, max: Math.max(1, poolSize - readsSize) });
  const db = drizzlePg(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // On the connection that holds the lock: a small pool may have no second one to give.
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  const readsPool = openPool({ ...withGenericPlans(url), max: readsSize });
  return {
    db,
    keyedReads: drizzlePg(readsPool, { schema }),
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), readsPool.end()]);
    },
  };
}

function openPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // A connection PostgreSQL ends on its side (restart, failover, an administrator) emits
  // 'error' on its client; unheard, that would crash the server. The query it carried fails on
  // its own promise and the pool opens a new connection for the next one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * The keyed-reads connections: the URL's own startup options, if it sets any, then the generic
 * plans (pg lets options in the URL replace the config's, so they are moved out of it).
 */
function withGenericPlans(url: string): { connectionString: string; options: string } {
  const parsed = new URL(url);
  const given = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  return {
    connectionString: parsed.toString(),
    options: [given, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
  };
}
