import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { expenses, odometerReadings, uploads } from '../../db/schema';
import { HttpError } from '../../http';

/**
 * An upload nothing of the customer's cites: no claim (even a deleted one keeps its receipt) and
 * no odometer reading's dash photo.
 */
export const unattached = sql`not exists (select 1 from ${expenses} where ${expenses.customerId} = ${uploads.customerId} and ${expenses.reciept} = ${uploads.path})
  and not exists (select 1 from ${odometerReadings} where ${odometerReadings.customerId} = ${uploads.customerId} and ${odometerReadings.photoPath} = ${uploads.path})`;

export async function countUnattached(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.customerId, customerId), unattached));
  return row?.n ?? 0;
}

/** Long enough for a claim queued on a phone that stays offline for days (DESIGN §5). */
export const ORPHAN_RECEIPT_HOURS = 168;

export const tooManyUnattachedMessage = (max: number): string =>
  `You already have ${max} receipts that are not on a claim. File a claim with one of them ` +
  `first; receipts left off a claim are removed after ${ORPHAN_RECEIPT_HOURS / 24} days.`;

/**
 * Refuses a new receipt while the customer holds `max` receipts no claim cites: uploads alone
 * would otherwise let one account fill the database (one stored 144 MB in 2 seconds). Two
 * uploads racing at the limit can both pass; the upload rate limit bounds how far.
 */
export async function checkUnattachedQuota(db: Db, customerId: string, max: number): Promise<void> {
  if ((await countUnattached(db, customerId)) >= max) {
    throw new HttpError(409, tooManyUnattachedMessage(max));
  }
}
