import { buildApp, defaultDistDir } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { startJobs } from './jobs/schedule';
import { seedDemoLife } from './seed/demo-life';
import { seedAll } from './seed/index';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await seedAll(database.db, config);
  const app = await buildApp({ config, database, distDir: defaultDistDir });
  startJobs(app);
  if (config.seedDemo && (await seedDemoLife(app))) app.log.info('demo customer data created');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let the ones in flight finish, then release the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, url: `http://localhost:${config.port}/portal` },
    'CarGo portal ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
