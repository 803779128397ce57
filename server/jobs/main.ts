import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { createProvider } from '../domain/payments/select-provider';
import { runPaymentJobs } from './renewals';

/**
 * `npm run jobs`: one pass of the payment jobs (settle, recover, renew) and exit, for a cron or a
 * platform scheduler. The server also runs them on its own timer (startJobs). The embedded
 * database belongs to one process at a time, so with PGlite run this only while the server is
 * stopped; with DATABASE_URL it runs beside any number of servers.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    const summary = await runPaymentJobs({
      db: database.db,
      provider: createProvider(config),
      surchargeRate: config.cardSurchargeRate,
    });
    console.log(JSON.stringify({ jobs: summary }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
