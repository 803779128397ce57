import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { customers, passwordResets, sessions } from '../../db/schema';
import { hashPassword } from './passwords';

/** The emailed token's shape: 32 random bytes, base64url. Anything else is refused unread. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The table keeps only this hash; the token itself lives in the email alone. */
const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

export type ResetGrant = { token: string; email: string; firstName: string; expiresOn: Date };

/**
 * A new single-use reset link for an active customer, or null for an unknown or inactive
 * address. Older links of the same customer stay valid until they expire, one is used or the
 * password is changed.
 */
export async function createResetLink(
  db: Db,
  email: string,
  minutes: number,
): Promise<ResetGrant | null> {
  const rows = await db
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(and(eq(customers.email, email), eq(customers.isActive, true)))
    .limit(1);
  const customer = rows[0];
  if (!customer) return null;
  const token = randomBytes(32).toString('base64url');
  const expiresOn = new Date(Date.now() + minutes * 60_000);
  await db
    .insert(passwordResets)
    .values({ id: tokenId(token), customerId: customer.id, expiresOn });
  // Links long past use are swept here rather than by a job of their own.
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.customerId, customer.id),
        or(lt(passwordResets.expiresOn, sql`now()`), sql`${passwordResets.usedOn} is not null`),
      ),
    );
  return { token, email: customer.email, firstName: customer.firstName, expiresOn };
}

/**
 * Sets the new password if the token names a live, unused link. Claiming the link, changing the
 * password, ending every session and voiding the customer's other links happen in one
 * transaction, and the claim is a guarded update: two requests racing with one token cannot
 * both succeed.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  if (!RESET_TOKEN_PATTERN.test(token)) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResets)
      .set({ usedOn: sql`now()` })
      .where(
        and(
          eq(passwordResets.id, tokenId(token)),
          isNull(passwordResets.usedOn),
          gt(passwordResets.expiresOn, sql`now()`),
        ),
      )
      .returning({ customerId: passwordResets.customerId });
    const customerId = claimed[0]?.customerId;
    if (!customerId) return false;
    await tx
      .update(customers)
      .set({ passwordHash, updatedOn: new Date() })
      .where(eq(customers.id, customerId));
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
    await voidResetLinks(tx, customerId);
    return true;
  });
}

/**
 * Spends every link of the customer not used yet. A new password, whether set by a reset or
 * changed while signed in, leaves no older link able to set it again.
 */
export async function voidResetLinks(db: Db, customerId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedOn: sql`now()` })
    .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedOn)));
}
