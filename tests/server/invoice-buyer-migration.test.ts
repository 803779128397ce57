import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/open';
import * as schema from '../../server/db/schema';
import { seedAll } from '../../server/seed/index';
import { testConfig } from '../../server/config';
import { backends, rowsOf, type Backend } from './harness';
import { addVehicle } from './payments-fixtures';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../server/db/migrations');
const MIGRATION = '0010_invoice_buyer';

/** A copy of the migrations folder whose journal stops before `tag`: the database as it was. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cargo-migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`${tag} is not in the journal`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

type Opened = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

async function openEmpty(backend: Backend): Promise<Opened> {
  if (backend === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema });
    return {
      db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `cargo_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe.each(backends)(`migration ${MIGRATION} (%s)`, (backend) => {
  let before: string;
  let opened: Opened;
  beforeAll(async () => {
    before = await migrationsBefore(MIGRATION);
    opened = await openEmpty(backend);
  });
  afterAll(async () => {
    await opened?.close();
    await rm(before, { recursive: true, force: true });
  });

  it("gives every payment already paid its buyer from the customer's details, and no other", async () => {
    const { db } = opened;
    await opened.migrate(before);
    await seedAll(db, testConfig());
    const customerId = randomUUID();
    await db.execute(sql`
      insert into customers (id, email, password_hash, first_name, last_name, unique_code,
                             company, unit_no, address, city, state, zip_code)
      values (${customerId}, 'paid-before@example.com', 'x', 'Robin', 'Early', 'CODE1',
              'Early Birds', '', '3 Bay Road', 'Hobart', 'TAS', '7000')`);
    const vehicleId = await addVehicle(db, customerId);
    const paid = randomUUID();
    const declined = randomUUID();
    for (const [id, status] of [
      [paid, 'succeeded'],
      [declined, 'failed'],
    ] as const) {
      await db.execute(sql`
        insert into payments (id, customer_id, vehicle_id, method, base_amount_cents,
                              amount_cents, status, idempotency_key, invoice_number)
        values (${id}, ${customerId}, ${vehicleId}, 'card', 10000, 10200, ${status},
                ${`key-${id}`}, ${`CG-${id.slice(0, 8)}`})`);
    }

    await opened.migrate(MIGRATIONS);

    const rows = rowsOf<Record<string, string | null>>(
      await db.execute(sql`
        select id, buyer_name, buyer_company, buyer_email, buyer_address
        from payments order by status desc`),
    );
    expect(rows).toEqual([
      {
        id: paid,
        buyer_name: 'Robin Early',
        buyer_company: 'Early Birds',
        buyer_email: 'paid-before@example.com',
        buyer_address: '3 Bay Road, Hobart TAS 7000',
      },
      {
        id: declined,
        buyer_name: null,
        buyer_company: null,
        buyer_email: null,
        buyer_address: null,
      },
    ]);
  });
});
