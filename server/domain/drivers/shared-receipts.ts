import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { expenses, vehicleMembers } from '../../db/schema';

/**
 * Who uploaded a receipt that a claim the customer may read cites: a claim on a vehicle they own
 * or share (issue 30), filed by someone else. Null when no such claim cites it: then only the
 * uploader's own receipts are theirs to open.
 */
export async function sharedReceiptUploader(
  db: Db,
  customerId: string,
  name: string,
): Promise<string | null> {
  const [row] = await db
    .select({ filedBy: expenses.filedBy })
    .from(expenses)
    .where(
      and(
        eq(expenses.reciept, name),
        or(
          eq(expenses.customerId, customerId),
          sql`${expenses.vehicleId} in (select ${vehicleMembers.vehicleId} from ${vehicleMembers} where ${vehicleMembers.customerId} = ${customerId})`,
        ),
      ),
    )
    .limit(1);
  return row?.filedBy ?? null;
}
