import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { uploads } from '../db/schema';
import { ORPHAN_RECEIPT_HOURS, unattached } from '../domain/uploads/quota';
import { databaseReceiptStore } from '../storage/database-store';
import type { ReceiptStore } from '../storage/receipt-store';

export type OrphanSummary = { receipts: number; abandoned: number };

/**
 * Removes receipts that no claim cites once they are older than the grace period (uploaded, then
 * the claim was never filed), and stored bytes nothing can read (their writer died). For each
 * receipt the bytes go first and then the row, in a statement that re-checks no claim cites it:
 * a crash between the two leaves a row whose bytes are gone, which no claim can cite (the
 * receipt check asks the store) and the next pass removes.
 */
export async function removeOrphanReceipts(
  db: Db,
  now: Date = new Date(),
  graceHours: number = ORPHAN_RECEIPT_HOURS,
  store: ReceiptStore = databaseReceiptStore(db),
): Promise<OrphanSummary> {
  const before = new Date(now.getTime() - graceHours * 3_600_000);
  const orphans = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(lt(uploads.createdOn, before), unattached));
  let receipts = 0;
  for (const { path } of orphans) {
    await store.delete(path);
    const gone = await db
      .delete(uploads)
      .where(and(eq(uploads.path, path), unattached))
      .returning({ path: uploads.path });
    receipts += gone.length;
  }
  const abandoned = await store.abandoned(before);
  for (const name of abandoned) await store.delete(name);
  return { receipts, abandoned: abandoned.length };
}
