import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';

// PostgreSQL may end connections on its side (restart, failover, an administrator): the server
// must survive it, and the next query must work on a fresh connection.
describe.runIf(Boolean(process.env.DATABASE_URL))('connections ended by PostgreSQL', () => {
  it('do not crash the process, and the pool reconnects', async () => {
    // Other test files share this server, and their set-up connects to the same database: only
    // this pool's connections, named for it, are ended.
    const url = new URL(process.env.DATABASE_URL ?? '');
    const applicationName = `cargo-drop-${randomBytes(4).toString('hex')}`;
    url.searchParams.set('application_name', applicationName);
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      await database.ping();
      // The pool under the database: it drops each connection PostgreSQL ends, then says 'remove'
      // (after the connection's error has been dealt with, or has crashed the process).
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const open = pool.totalCount;
      expect(open).toBeGreaterThan(0);
      const allDropped = new Promise<void>((resolve) => {
        let removed = 0;
        pool.on('remove', () => {
          removed += 1;
          if (removed === open) resolve();
        });
      });
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1`,
        [applicationName],
      );
      await admin.end();
      await allDropped;
      await expect(database.ping()).resolves.toBeUndefined();
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await database.close();
    }
  });
});
