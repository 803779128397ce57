import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { customers } from '../../db/schema';
import { HttpError } from '../../http';
import { decoy, verifyPassword } from './passwords';

export const SIGN_IN_REFUSED = 'Email or password is incorrect';

/**
 * The customer whose email and password these are, or a 401 that says nothing about which one
 * was wrong: an unknown email is checked against a decoy hash so it takes as long as a known one.
 */
export async function signIn(
  db: Db,
  email: string,
  password: string,
): Promise<typeof customers.$inferSelect> {
  const rows = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  const row = rows[0];
  const valid = await verifyPassword(password, row?.passwordHash ?? (await decoy()));
  if (!row || !valid || !row.isActive) throw new HttpError(401, SIGN_IN_REFUSED);
  return row;
}
