import { serverFacts } from '../db/schema';
import type { Db } from '../db/open';
import { createCustomer } from '../domain/accounts/customers';

export const DEMO_EMAIL = 'demo@cargo.test';
export const DEMO_PASSWORD = 'demo-password-1';

/** The demo customer exists from the first start on, once: deleting it later is respected. */
export async function seedDemoCustomer(db: Db): Promise<string | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(serverFacts)
      .values({ key: 'demo-customer', value: DEMO_EMAIL })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return null;
    const row = await createCustomer(tx, {
      firstName: 'Demo',
      lastName: 'Driver',
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      phoneNumber: '0412345678',
    });
    return row.id;
  });
}
