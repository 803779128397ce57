import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { receiptBlobs } from '../db/schema';
import type { ReceiptStore } from './receipt-store';

export type MoveSummary = { moved: number; alreadyThere: number };

/**
 * Moves every complete receipt from the database store into `to` (a bucket), each one copied,
 * then deleted from the database. Safe beside running servers, which read through to the
 * database meanwhile, and safe to interrupt and run again: a receipt already in `to` is only
 * deleted from the database. Incomplete ones are left to the clean-up job.
 */
export async function moveDatabaseReceipts(
  db: Db,
  from: ReceiptStore,
  to: ReceiptStore,
): Promise<MoveSummary> {
  const summary: MoveSummary = { moved: 0, alreadyThere: 0 };
  let after = '';
  for (;;) {
    const batch = await db
      .select({ name: receiptBlobs.name })
      .from(receiptBlobs)
      .where(and(eq(receiptBlobs.complete, true), gt(receiptBlobs.name, after)))
      .orderBy(asc(receiptBlobs.name))
      .limit(100);
    for (const { name } of batch) {
      if (await to.stat(name)) {
        summary.alreadyThere += 1;
      } else {
        const bytes = await from.get(name);
        // Removed meanwhile (the clean-up job): nothing to move.
        if (!bytes) continue;
        await to.put(name, bytes);
        summary.moved += 1;
      }
      await from.delete(name);
    }
    const last = batch.at(-1);
    if (!last) return summary;
    after = last.name;
  }
}
