import { and, eq, isNull } from 'drizzle-orm';
import { maskAccount } from '../../../contract/expenses';
import type { Db } from '../../db/open';
import { expenses } from '../../db/schema';
import { seal } from '../payout/seal';

const BATCH = 200;

/**
 * Seals the bank account of every claim filed before claims were sealed, and leaves only the
 * masked form in clear. SQL cannot do it (the key is the server's), so each server does it at
 * start; `account_sealed is null` in the update makes two servers starting at once harmless.
 * Answers how many claims it sealed.
 */
export async function sealPlainClaimAccounts(db: Db, key: Buffer): Promise<number> {
  let sealed = 0;
  for (;;) {
    const plain = await db
      .select({ id: expenses.id, customerId: expenses.customerId, account: expenses.account })
      .from(expenses)
      .where(isNull(expenses.accountSealed))
      .limit(BATCH);
    for (const row of plain) {
      const done = await db
        .update(expenses)
        .set({
          account: maskAccount(row.account),
          accountSealed: seal(key, row.customerId, row.account),
        })
        .where(and(eq(expenses.id, row.id), isNull(expenses.accountSealed)))
        .returning({ id: expenses.id });
      sealed += done.length;
    }
    if (plain.length < BATCH) return sealed;
  }
}
