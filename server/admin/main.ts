import { loadConfig } from '../config';
import { resolvePayoutKey } from '../domain/payout/key';
import { openReceiptStore } from '../storage/open-store';
import { runAdmin, USAGE } from './commands';
import { openBesideServer } from './embedded-lock';

/** `npm run admin -- <command>`: the provider's side, on the same database as the server. */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openBesideServer(config, 2);
  if (!database) return 3;
  try {
    const receipts = openReceiptStore(config.receiptStore, database.db);
    try {
      return await runAdmin(database.db, argv, (line) => console.log(line), {
        receipts,
        payoutKey: () => resolvePayoutKey(config),
      });
    } finally {
      receipts.close?.();
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
