import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { testConfig, type Config } from '../../server/config';
import { openDatabase, type Database, type Db } from '../../server/db/open';
import { seedAll } from '../../server/seed/index';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server (CI sets it). */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestApp = {
  app: App;
  db: Db;
  config: Config;
  /** The database the app runs on, for a second app beside it. */
  database: Database;
  close(): Promise<void>;
};

let pgliteDump: Promise<Blob> | undefined;

/** The migrated, empty embedded database tests/server/database-templates.ts dumped for the run. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/**
 * A fresh database per app: a new in-memory PGlite, or a new database on the PostgreSQL server,
 * so test files can run side by side without seeing each other's rows. Both start as copies of
 * the run's migrated template (tests/server/database-templates.ts).
 */
export async function startApp(
  backend: Backend,
  overrides: Partial<Config> = {},
  extra: { logStream?: NodeJS.WritableStream; distDir?: string } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (backend === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('DATABASE_URL is needed for the postgres backend');
    const name = `cargo_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase({
    databaseUrl,
    poolSize: 10,
    pgliteDump: databaseUrl ? undefined : await pgliteTemplate(),
  });
  await seedAll(database.db, config);
  const app = await buildApp({ config, database, ...extra });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** A complete, valid POST /api/customer/update body; a test overrides what it is about. */
export const profileUpdate = (overrides: Record<string, string> = {}) => ({
  firstName: 'Robin',
  lastName: 'Reliable',
  company: 'Fleet Co',
  unitNo: '',
  address: '1 Test Street',
  city: 'Sydney',
  state: 'NSW',
  zipCode: '2000',
  country: 'AU',
  phoneNumber: '0412345678',
  ...overrides,
});

let counter = 0;
export type SignedUp = {
  cookie: string;
  user: { id: string; email: string; firstName: string; lastName: string };
  password: string;
};

/** Registers a customer and returns the session cookie to send as `headers: { cookie }`. */
export async function signUp(
  app: App,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<SignedUp> {
  counter += 1;
  const password = overrides.password ?? 'correct-horse-battery';
  const body = {
    firstName: overrides.firstName ?? 'Alex',
    lastName: overrides.lastName ?? 'Driver',
    email: overrides.email ?? `customer${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  return {
    cookie: cookieFrom(response.headers['set-cookie']),
    user: response.json().data,
    password,
  };
}

export function cookieFrom(header: string | string[] | undefined): string {
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error('no session cookie was set');
  return first.split(';')[0] ?? '';
}

/** The rows of a raw `db.execute`: PGlite answers { rows }, node-postgres a QueryResult. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
