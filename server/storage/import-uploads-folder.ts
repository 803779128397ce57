import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME } from './stored-name';
import type { ReceiptStore } from './receipt-store';

export type ImportSummary = { imported: number; alreadyStored: number; removed: number };

/**
 * Moves receipts that earlier versions kept under DATA_DIR/uploads into the receipt store, then
 * deletes each file once its bytes are stored. Safe to run at every start and to interrupt: a
 * file whose receipt is already complete in the store is only deleted; one whose copy was cut
 * short (the process died mid-import) is stored again. Half-written `.part` files of the old
 * writer never held a receipt anyone was told about and are deleted.
 */
export async function importUploadsFolder(
  dataDir: string,
  store: ReceiptStore,
): Promise<ImportSummary> {
  const dir = path.resolve(dataDir, 'uploads');
  const summary: ImportSummary = { imported: 0, alreadyStored: 0, removed: 0 };
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return summary;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    if (name.endsWith('.part')) {
      await rm(file, { force: true });
      summary.removed += 1;
      continue;
    }
    if (!STORED_NAME.test(name)) continue;
    if (await store.stat(name)) {
      summary.alreadyStored += 1;
    } else {
      try {
        // An incomplete copy from an interrupted import is replaced.
        await store.delete(name);
        await store.put(name, createReadStream(file));
        summary.imported += 1;
      } catch (error) {
        // Another process starting on the same folder may have stored it meanwhile.
        if (!(await store.stat(name))) throw error;
        summary.alreadyStored += 1;
      }
    }
    await rm(file, { force: true });
  }
  return summary;
}
