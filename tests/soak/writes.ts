import { inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/open';
import { customers } from '../../server/db/schema';
import type { Client } from '../reliability/server-process';
import type { Step } from './soak';

export type SoakCustomer = {
  index: number;
  id: string;
  email: string;
  cookie: string;
  client: Client;
  /** Whatever a write kind set up for this customer beforehand (a vehicle id, a receipt path). */
  fixtures: Record<string, string>;
};

/** One kind of write the soak sends, and how to prove afterwards that it was kept. */
export type WriteKind = {
  name: string;
  path: string;
  /** False when the route is not there (yet): the soak runs with what exists. */
  available(probe: SoakCustomer): Promise<boolean>;
  prepare?(customer: SoakCustomer): Promise<void>;
  /** Reads that belong with this area, mixed into the load. */
  reads?: Step[];
  body(customer: SoakCustomer, seq: number): unknown;
  /** The key to look for afterwards, from a 200 answer; null when there is nothing to check. */
  acknowledge(customer: SoakCustomer, seq: number, body: string): string | null;
  /** How many of the acknowledged keys are in the database. */
  verify(db: Db, keys: string[], people: SoakCustomer[]): Promise<number>;
};

export async function routeExists(customer: SoakCustomer, method: string, url: string) {
  const res = await customer.client.call(method, url, method === 'GET' ? undefined : {});
  return !(res.status === 404 && res.json.message === 'No such API route');
}

const profileBody = (seq: number) => ({
  firstName: 'Soak',
  lastName: 'Customer',
  company: `soak-${seq}`,
  unitNo: '',
  address: '1 Load Street',
  city: 'Melbourne',
  state: 'VIC',
  zipCode: '3000',
  country: 'AU',
  phoneNumber: '0411111111',
});

/**
 * Profile updates overwrite: every acknowledged one is kept when the stored value is the
 * customer's latest acknowledged one or a later one (a request cut off at the end may have
 * committed without its answer arriving). One connection per customer keeps them ordered.
 */
const profileUpdates: WriteKind = {
  name: 'profile updates',
  path: '/api/customer/update',
  available: async () => true,
  body: (_customer, seq) => profileBody(seq),
  acknowledge: (customer, seq) => `${customer.id}:${seq}`,
  verify: async (db, keys) => {
    const latest = new Map<string, number[]>();
    for (const key of keys) {
      const [id = '', seq = '0'] = key.split(':');
      latest.set(id, [...(latest.get(id) ?? []), Number(seq)]);
    }
    const rows = await db
      .select({ id: customers.id, company: customers.company })
      .from(customers)
      .where(inArray(customers.id, [...latest.keys()]));
    let verified = 0;
    for (const row of rows) {
      const stored = Number(row.company.replace('soak-', ''));
      const acked = latest.get(row.id) ?? [];
      if (acked.every((seq) => stored >= seq)) verified += acked.length;
    }
    return verified;
  },
};

export const soakWrites: WriteKind[] = [profileUpdates];
