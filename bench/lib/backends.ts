import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/open';
import { signUp, type Session } from './api-client';
import { startBenchServer, type BenchServer } from './proc';
import { seedCustomer, type Seeded } from './seed';

export const COUNTS = { vehicles: 12, payments: 1000 };

export type Prepared = { session: Session; seeded: Seeded };

/**
 * A fresh embedded database with the bench customer: signed up through the API, then (server
 * stopped, as PGlite allows one process) given vehicles and 1,000 payments straight in the tables.
 * The session row survives, so the cookie works when the server starts again on this DATA_DIR.
 */
export async function preparePglite(dataDir: string): Promise<Prepared> {
  await rm(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({ dataDir });
  let session: Session;
  try {
    session = await signUp(server.baseUrl);
  } finally {
    await server.proc.stop();
  }
  const database = await openDatabase({ dataDir });
  try {
    const seeded = await seedCustomer(
      database.db,
      { id: session.customerId, email: session.email },
      COUNTS,
    );
    return { session, seeded };
  } finally {
    await database.close();
  }
}

export type PostgresBench = Prepared & { server: BenchServer; drop: () => Promise<void> };

/** A new database on the PostgreSQL server, the server running on it, and the bench customer. */
export async function preparePostgres(adminUrl: string, dataDir: string): Promise<PostgresBench> {
  const name = `cargo_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  let server: BenchServer | null = null;
  try {
    server = await startBenchServer({ dataDir, databaseUrl: url.toString() });
    const session = await signUp(server.baseUrl);
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      const seeded = await seedCustomer(
        database.db,
        { id: session.customerId, email: session.email },
        COUNTS,
      );
      // Fresh tables: give the planner real statistics, as autovacuum would soon after.
      await database.db.execute(sql`analyze`);
      return { session, seeded, server, drop };
    } finally {
      await database.close();
    }
  } catch (error) {
    await server?.proc.stop();
    await drop();
    throw error;
  }
}
