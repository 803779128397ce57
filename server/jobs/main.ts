import { besideServer, exitWith } from '../admin/embedded-lock';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runJobs } from './list';

/**
 * `npm run jobs`: one pass of every job (settle, recover, renew, refund, purge sessions) and
 * exit, for a cron or a platform scheduler. It builds the same app the server runs, so the jobs
 * use the same provider (SANDBOX_SETTLE_SECONDS included) and the same list. The embedded
 * database belongs to one process at a time: while the server has it open this refuses, as
 * `npm run admin` does, and never touches the server's lock file. With DATABASE_URL it runs
 * beside any number of servers.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  return besideServer(config, Math.min(config.databasePoolSize, 4), async (database) => {
    const app = await buildApp({ config, database });
    try {
      console.log(JSON.stringify({ jobs: await runJobs(app) }));
    } finally {
      await app.close();
    }
    return 0;
  });
}

exitWith(main());
