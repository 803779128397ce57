import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/open';

/**
 * PGlite is one process per data directory and takes no lock of its own, but while a process
 * has it open the directory holds postmaster.pid (removed on a clean close). Finding it means
 * the server (or another admin command) is using the database: opening it too would corrupt it.
 */
export function embeddedDatabaseInUse(dataDir: string): string | null {
  const pidFile = path.resolve(dataDir, 'pglite', 'postmaster.pid');
  return existsSync(pidFile) ? pidFile : null;
}

export function inUseMessage(pidFile: string): string {
  return [
    `The embedded database (${path.dirname(pidFile)}) is in use by another process: the server is probably running.`,
    'Stop the server and run the command again, or run the server on PostgreSQL (DATABASE_URL) so both can share it.',
    `If nothing is running (the server was killed), remove ${pidFile} and try again.`,
  ].join('\n');
}

/**
 * The database for a command run beside the server (`npm run admin`, `npm run jobs`): null, once
 * it has said why, while the server holds the embedded one.
 */
async function openBesideServer(config: Config, poolSize: number): Promise<Database | null> {
  if (!config.databaseUrl) {
    const pidFile = embeddedDatabaseInUse(config.dataDir);
    if (pidFile) {
      console.error(inUseMessage(pidFile));
      return null;
    }
  }
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize });
}

/**
 * Runs `command` on the database opened beside the server, and closes it whatever happens; 3
 * (nothing run) while the server holds the embedded one.
 */
export async function besideServer(
  config: Config,
  poolSize: number,
  command: (database: Database) => Promise<number>,
): Promise<number> {
  const database = await openBesideServer(config, poolSize);
  if (!database) return 3;
  try {
    return await command(database);
  } finally {
    await database.close();
  }
}

/** Ends a command-line process with its command's exit code, or 1 with the error's message. */
export function exitWith(run: Promise<number>): void {
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
