import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { seedAll } from '../server/seed/index';
import { seedDemoQuietly } from '../server/seed/quiet-demo';

/**
 * server/main.ts with one bench-only input: BENCH_DIST_DIR, the bench's own portal build, so a
 * concurrent `vite build` into dist/ cannot change what is measured.
 */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
await seedAll(database.db, config);
const app = await buildApp({ config, database, distDir: process.env.BENCH_DIST_DIR });
// The demo customer's year of history, as server/main.ts seeds it (once per database).
if (process.env.BENCH_DEMO_LIFE === '1' && config.seedDemo) await seedDemoQuietly(app);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
await app.listen({ port: config.port, host: config.host });
