import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { customers } from '../../db/schema';
import { HttpError } from '../../http';
import { findCustomer } from './customers';
import { voidResetLinks } from './password-reset';
import { hashPassword, verifyPassword } from './passwords';
import { endOtherSessions } from './sessions';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/**
 * Sets a new password once the current one is proven, then ends every other session of the
 * customer (a phone left signed in elsewhere) and keeps the one that asked. Every reset link
 * mailed before goes with the old password: whoever still holds one (a mailbox read earlier)
 * must not be able to set the password again.
 */
export async function changePassword(
  db: Db,
  session: { customerId: string; sessionId: string },
  passwords: { current: string; next: string },
): Promise<void> {
  const row = await findCustomer(db, session.customerId);
  if (!(await verifyPassword(passwords.current, row.passwordHash))) {
    throw new HttpError(400, CURRENT_PASSWORD_INCORRECT);
  }
  const passwordHash = await hashPassword(passwords.next);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedOn: new Date() })
      .where(eq(customers.id, session.customerId));
    await voidResetLinks(tx, session.customerId);
    await endOtherSessions(tx, session.customerId, session.sessionId);
  });
}
