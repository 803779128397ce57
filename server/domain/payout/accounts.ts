import { eq, sql } from 'drizzle-orm';
import {
  NO_PAYOUT_ACCOUNT_MESSAGE,
  type PayoutAccount,
  type PayoutAccountUpdate,
} from '../../../contract/payout';
import type { Db } from '../../db/open';
import { payoutAccounts } from '../../db/schema';
import { HttpError } from '../../http';
import { CURRENT_PASSWORD_INCORRECT } from '../accounts/change-password';
import { findCustomer } from '../accounts/customers';
import { verifyPassword } from '../accounts/passwords';
import { seal, unseal } from './seal';

/** A bank account as SPEC's fields hold it: the BSB's 6 digits and the account's 6 to 10. */
export type BankAccountNumber = { bsb: string; accountNumber: string };

const shown = (row: typeof payoutAccounts.$inferSelect): PayoutAccount => ({
  bsb: row.bsb,
  last4: row.last4,
  updatedOn: row.updatedOn.toISOString(),
});

const sealedRow = (key: Buffer, customerId: string, account: BankAccountNumber) => ({
  customerId,
  bsb: account.bsb,
  last4: account.accountNumber.slice(-4),
  sealedNumber: seal(key, customerId, account.accountNumber),
});

/** The customer's payout account as screens show it (BSB and last 4), or null. */
export async function findPayoutAccount(db: Db, customerId: string): Promise<PayoutAccount | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.customerId, customerId));
  return row ? shown(row) : null;
}

/**
 * Sets (or replaces) the payout account once the current password is proven: whoever changes
 * it decides where the customer's claims are paid, so a session left open is not enough.
 */
export async function changePayoutAccount(
  db: Db,
  key: Buffer,
  customerId: string,
  update: PayoutAccountUpdate,
): Promise<PayoutAccount> {
  const customer = await findCustomer(db, customerId);
  if (!(await verifyPassword(update.password, customer.passwordHash))) {
    throw new HttpError(400, CURRENT_PASSWORD_INCORRECT);
  }
  const row = sealedRow(key, customerId, update);
  const [saved] = await db
    .insert(payoutAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: payoutAccounts.customerId,
      set: {
        bsb: row.bsb,
        last4: row.last4,
        sealedNumber: row.sealedNumber,
        updatedOn: sql`now()`,
      },
    })
    .returning();
  if (!saved) throw new Error('payout account vanished after upsert');
  return shown(saved);
}

/**
 * Keeps the account typed on a claim as the payout account, only when none is kept yet (the
 * claim form offers it on a customer's first typed account). Replacing one takes the profile's
 * password check; this never does.
 */
export async function keepFirstPayoutAccount(
  db: Db,
  key: Buffer,
  customerId: string,
  account: BankAccountNumber,
): Promise<void> {
  await db
    .insert(payoutAccounts)
    .values(sealedRow(key, customerId, account))
    .onConflictDoNothing({ target: payoutAccounts.customerId });
}

/** The full account a claim with `payout: 'saved'` is paid into; 422 when none is kept. */
export async function openPayoutAccount(
  db: Db,
  key: Buffer,
  customerId: string,
): Promise<BankAccountNumber> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.customerId, customerId));
  if (!row) throw new HttpError(422, NO_PAYOUT_ACCOUNT_MESSAGE);
  return { bsb: row.bsb, accountNumber: unseal(key, customerId, row.sealedNumber) };
}
