import { loadConfig } from '../config';
import { resolvePayoutKey } from '../domain/payout/key';
import { openReceiptStore } from '../storage/open-store';
import { runAdmin, USAGE } from './commands';
import { besideServer, exitWith } from './embedded-lock';

/** `npm run admin -- <command>`: the provider's side, on the same database as the server. */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  return besideServer(config, 2, async (database) => {
    const receipts = openReceiptStore(config.receiptStore, database.db);
    try {
      return await runAdmin(database.db, argv, (line) => console.log(line), {
        receipts,
        payoutKey: () => resolvePayoutKey(config),
      });
    } finally {
      receipts.close?.();
    }
  });
}

exitWith(main());
