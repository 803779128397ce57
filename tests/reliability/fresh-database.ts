import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type FreshDatabase = { url: string; name: string; drop(): Promise<void> };

/** A new, empty database on the PostgreSQL server DATABASE_URL names, for server processes. */
export async function freshDatabase(prefix = 'cargo_proc'): Promise<FreshDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is needed for a PostgreSQL database');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
