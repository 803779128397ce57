import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { User } from '../../../contract/auth';
import type { ProfileUpdate } from '../../../contract/profile';
import type { Db } from '../../db/open';
import { customers } from '../../db/schema';
import { HttpError } from '../../http';
import { hashPassword } from './passwords';
import type { CustomerProfile } from './sessions';
import { fullName } from './full-name';

type CustomerRow = typeof customers.$inferSelect;

export function toUser(row: CustomerProfile): User {
  return {
    id: row.id,
    emailConfirmed: row.emailConfirmed,
    phoneNumber: row.phoneNumber,
    userName: row.email,
    email: row.email,
    fullName: fullName(row.firstName, row.lastName),
    firstName: row.firstName,
    lastName: row.lastName,
    isActive: row.isActive,
    uniqueCode: row.uniqueCode,
    isDeleted: false,
    roles: row.roles,
    isGoogleConnected: false,
    isFacebookConnected: false,
    company: row.company,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zipCode,
    unitNo: row.unitNo,
  };
}

export type NewCustomer = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string | undefined;
};

export async function createCustomer(db: Db, input: NewCustomer): Promise<CustomerRow> {
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(customers)
    .values({
      id: randomUUID(),
      email: input.email.toLowerCase(),
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber ?? '',
      uniqueCode: randomBytes(4).toString('hex').toUpperCase(),
    })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  const row = rows[0];
  if (!row) throw new HttpError(409, 'An account with this email already exists');
  return row;
}

export async function findCustomer(db: Db, id: string): Promise<CustomerRow> {
  const rows = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  const row = rows[0];
  if (!row) throw new HttpError(401, 'Please sign in again');
  return row;
}

export async function updateProfile(
  db: Db,
  id: string,
  input: ProfileUpdate,
): Promise<CustomerRow> {
  const rows = await db
    .update(customers)
    .set({ ...input, updatedOn: new Date() })
    .where(eq(customers.id, id))
    .returning();
  const row = rows[0];
  if (!row) throw new HttpError(401, 'Please sign in again');
  return row;
}
