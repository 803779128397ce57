import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../server/db/schema';

const migrationsFolder = fileURLToPath(new URL('../server/db/migrations', import.meta.url));

/**
 * A new embedded database with every migration run, for the tests to copy: creating a cluster
 * and migrating it is most of what starting a test database costs. On disk in `dataDir` (as a
 * server's DATA_DIR/pglite), or in memory without it.
 */
export async function migratedPglite(dataDir?: string): Promise<PGlite> {
  const client = await PGlite.create(dataDir);
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  return client;
}
