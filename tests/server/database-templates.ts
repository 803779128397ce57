import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPglite } from '../../scripts/migrated-pglite';
import { openDatabase } from '../../server/db/open';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty embedded database (PGlite's dumpDataDir). */
    pgliteTemplateFile: string;
    /** A migrated, empty PostgreSQL database to copy; '' without DATABASE_URL. */
    postgresTemplate: string;
  }
}

/**
 * The server tests' global set-up: each test app used to create its database and run every
 * migration (an embedded cluster alone took seconds, and the run opens over a hundred). Done once
 * here, each app copies the result: PGlite loads the dump, PostgreSQL copies a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'cargo-db-template-'));
  const file = join(dir, 'pglite.tar');
  const client = await migratedPglite();
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);

  const adminUrl = process.env.DATABASE_URL;
  const postgresTemplate = adminUrl ? `cargo_template_${randomBytes(6).toString('hex')}` : '';
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${postgresTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${postgresTemplate}`);
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
