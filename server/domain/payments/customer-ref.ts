import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { customers, serverFacts } from '../../db/schema';
import { HttpError } from '../../http';
import type { PaymentProvider } from './provider';

const factKey = (provider: PaymentProvider, customerId: string) =>
  `provider-customer:${provider.name}:${customerId}`;

/**
 * The provider's customer for ours, made once and remembered (in serverFacts, so every server
 * process and the jobs agree). Two first calls at once store one answer: the first insert wins.
 */
export async function providerCustomerRef(
  db: Db,
  provider: PaymentProvider,
  customerId: string,
): Promise<string> {
  const key = factKey(provider, customerId);
  const [known] = await db.select().from(serverFacts).where(eq(serverFacts.key, key));
  if (known) return known.value;
  const [customer] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(404, 'Customer not found');
  const ref = await provider.ensureCustomer(
    { id: customerId, email: customer.email, name: `${customer.firstName} ${customer.lastName}` },
    null,
  );
  await db.insert(serverFacts).values({ key, value: ref }).onConflictDoNothing();
  const [stored] = await db.select().from(serverFacts).where(eq(serverFacts.key, key));
  return stored?.value ?? ref;
}
