import { buildApp, defaultDistDir } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemoQuietly } from './seed/quiet-demo';
import { sealPlainClaimAccounts } from './domain/expenses/seal-claim-accounts';
import { seedAll } from './seed/index';
import { drain } from './lifecycle';
import { startStartupResponder } from './startup-responder';
import { importUploadsFolder } from './storage/import-uploads-folder';

// Requests in flight get this long to finish after SIGTERM; a stuck one must not keep a deploy
// waiting for ever.
const DRAIN_SECONDS = 30;

async function main(): Promise<void> {
  const config = loadConfig();
  // Until the server listens, the port answers 503 'Not ready: …' to everything.
  const starting = await startStartupResponder(config.port, config.host);
  starting.setStage('applying database migrations');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  starting.setStage('preparing data');
  await seedAll(database.db, config);
  const app = await buildApp({ config, database, distDir: defaultDistDir });
  const moved = await importUploadsFolder(config.dataDir, app.receipts);
  if (moved.imported) app.log.info({ receipts: moved }, 'receipts moved from DATA_DIR/uploads');
  const sealed = await sealPlainClaimAccounts(app.db, app.payoutKey);
  if (sealed) app.log.info({ claims: sealed }, 'claim bank accounts sealed');
  if (config.seedDemo && (await seedDemoQuietly(app))) app.log.info('demo customer data created');
  // After the demo's history is written: a pass in the middle of it would take a year of claims
  // paid a moment ago for news and mail the demo customer about each one.
  app.jobs.start();

  let closing = false;
  let waitingFor = 'requests still running';
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(
        { running: app.lifecycle.running() },
        `${waitingFor} after ${DRAIN_SECONDS} s; exiting`,
      );
      process.exit(1);
    }, DRAIN_SECONDS * 1000).unref();
    // Stop taking connections, let the requests in flight finish, then release the database.
    await drain(app);
    waitingFor = 'database connections still in use';
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await starting.close();
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
