import type { ReceiptStoreConfig } from '../config';
import type { Db } from '../db/open';
import { databaseReceiptStore } from './database-store';
import { readThrough } from './read-through-store';
import type { ReceiptStore } from './receipt-store';
import { s3ReceiptStore } from './s3-store';

/**
 * The store RECEIPT_STORE names: the server, `npm run jobs` and `npm run admin` share it. A bucket
 * reads through to the database, where receipts were kept before the switch.
 */
export function openReceiptStore(config: ReceiptStoreConfig, db: Db): ReceiptStore {
  const database = databaseReceiptStore(db);
  return config.kind === 's3' ? readThrough(s3ReceiptStore(config, db), database) : database;
}
