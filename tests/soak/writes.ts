import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/open';
import { customers, expenses, receiptBlobs, uploads, vehicles } from '../../server/db/schema';
import { adhocClaim, multipart, TINY_JPEG, wizardData } from '../reliability/fixtures';
import type { Client } from '../reliability/server-process';
import type { Ctx, Step } from './soak';

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
  /** Defaults to JSON. */
  contentType?: string;
  /** A write sent just before this one in the same cycle (a receipt before its claim). */
  before?: WriteKind;
  /** False when the route is not there (yet): the soak runs with what exists. */
  available(probe: SoakCustomer): Promise<boolean>;
  prepare?(customer: SoakCustomer): Promise<void>;
  /** Reads that belong with this area, mixed into the load. */
  reads?: Step[];
  body(customer: SoakCustomer, seq: number, ctx: Ctx): unknown;
  /** The key to look for afterwards, from a 200 answer; null when there is nothing to check. */
  acknowledge(customer: SoakCustomer, seq: number, body: string, ctx: Ctx): string | null;
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
 * committed without its answer arriving). One connection at a time acts for a customer (the soak
 * checks customers out per cycle), which keeps each customer's updates in order.
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

/** How many of `ids` exist in a table's id column, asked in chunks. */
async function countIds(db: Db, table: typeof vehicles | typeof expenses, ids: string[]) {
  let found = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(inArray(table.id, chunk));
    found += rows[0]?.n ?? 0;
  }
  return found;
}

const dataOf = <T>(body: string): T => (JSON.parse(body) as { data: T }).data;

/** The first catalogue variant, looked up once through the typeahead routes. */
async function catalogueChoice(customer: SoakCustomer) {
  const get = async <T>(url: string) => (await customer.client.call('GET', url)).json.data as T;
  const q = encodeURIComponent;
  const make = (await get<string[]>('/api/vehicle/makes?search='))[0] ?? '';
  const model = (await get<string[]>(`/api/vehicle/models?make=${q(make)}&search=`))[0] ?? '';
  const year =
    (await get<number[]>(`/api/vehicle/years?make=${q(make)}&model=${q(model)}&search=`))[0] ?? 0;
  const options = await get<{ id: string }[]>(
    `/api/vehicle/options?make=${q(make)}&model=${q(model)}&year=${year}`,
  );
  return { make, model, year, vehicleMasterId: options[0]?.id ?? '' };
}

const vehicleBody = (customer: SoakCustomer, rego: string) =>
  wizardData(
    {
      marker: `Soak${customer.index}`,
      vehicleMasterId: customer.fixtures.vehicleMasterId ?? '',
      catalogue: {
        make: customer.fixtures.make ?? '',
        model: customer.fixtures.model ?? '',
        year: Number(customer.fixtures.year ?? 0),
      },
    },
    rego,
  );

/** Vehicle creations: each acknowledged id must be a row afterwards. */
const vehicleCreations: WriteKind = {
  name: 'vehicle creations',
  path: '/api/customer/vehicle',
  available: (probe) => routeExists(probe, 'POST', '/api/customer/vehicle'),
  prepare: async (customer) => {
    const choice = await catalogueChoice(customer);
    Object.assign(customer.fixtures, { ...choice, year: String(choice.year) });
  },
  reads: [{ method: 'POST', path: '/api/customer/vehicles', body: '{"offset":0,"next":7}' }],
  body: (customer, seq) => vehicleBody(customer, `SK${seq}`),
  acknowledge: (_customer, _seq, body) => dataOf<string>(body),
  verify: (db, keys) => countIds(db, vehicles, keys),
};

/**
 * Receipt uploads (one per claim, as the portal does): each acknowledged path is a row whose
 * bytes are complete in the receipt store.
 */
const receiptUploads: WriteKind = {
  name: 'receipt uploads',
  path: '/api/file/group/items/upload',
  contentType: 'multipart/form-data; boundary=soakboundary',
  available: (probe) => routeExists(probe, 'POST', '/api/file/group/items/upload'),
  body: () => soakReceipt,
  acknowledge: (_customer, _seq, body, ctx) => {
    const path = dataOf<{ path: string }[]>(body)[0]?.path ?? '';
    ctx.receipt = path;
    return path || null;
  },
  verify: async (db, keys) => {
    let found = 0;
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(uploads)
        .innerJoin(receiptBlobs, eq(receiptBlobs.name, uploads.path))
        .where(and(inArray(uploads.path, keys.slice(i, i + 500)), eq(receiptBlobs.complete, true)));
      found += rows[0]?.n ?? 0;
    }
    return found;
  },
};
const soakReceipt = (() => {
  const body = multipart('file', 'receipt.jpg', TINY_JPEG);
  const boundary = /boundary=(.*)$/.exec(body.headers['content-type'] ?? '')?.[1] ?? '';
  // A fixed boundary so the header can be fixed too.
  return Buffer.from(
    body.payload.toString('latin1').split(boundary).join('soakboundary'),
    'latin1',
  );
})();

/**
 * Adhoc claims against the customer's subscribed vehicle (paid for in `prepare`), each citing
 * the receipt uploaded just before it: each acknowledged claim id must be a row afterwards.
 */
const adhocClaims: WriteKind = {
  name: 'adhoc claims',
  path: '/api/usermonthlyexpense',
  before: receiptUploads,
  available: async (probe) =>
    (await routeExists(probe, 'POST', '/api/usermonthlyexpense')) &&
    (await routeExists(probe, 'POST', '/api/customer/card/pay')) &&
    (await routeExists(probe, 'POST', '/api/file/group/items/upload')),
  prepare: async (customer) => {
    if (!customer.fixtures.vehicleMasterId) {
      const choice = await catalogueChoice(customer);
      Object.assign(customer.fixtures, { ...choice, year: String(choice.year) });
    }
    const made = await customer.client.call(
      'POST',
      '/api/customer/vehicle',
      vehicleBody(customer, `SUB${customer.index}`),
    );
    const vehicleId = made.json.data as string;
    const card = await customer.client.call('POST', '/api/customer/card', {
      cardHolderName: 'Soak Holder',
      cardNumber: '4242',
      cardExpiryMonth: 12,
      cardExpiryYear: new Date().getFullYear() + 2,
      paymentMethodId: 'pm_card_visa',
      cardType: 'CREDITCARD',
    });
    const cardId = (card.json.data as { id: string }).id;
    const paid = await customer.client.call('POST', '/api/customer/card/pay', {
      vehicleId,
      id: cardId,
    });
    if (paid.status !== 200) throw new Error(`soak subscription failed: ${paid.status}`);
    customer.fixtures.subscribedVehicleId = vehicleId;
  },
  reads: [
    { method: 'POST', path: '/api/customer/monthly/expenses', body: '{"offset":0,"next":7}' },
    { method: 'POST', path: '/api/customer/payments/logs', body: '{"offset":0,"next":7}' },
  ],
  body: (customer, _seq, ctx) => {
    const receipt = ctx.receipt ?? '';
    ctx.receipt = undefined;
    return adhocClaim(customer.fixtures.subscribedVehicleId ?? '', receipt);
  },
  acknowledge: (_customer, _seq, body) => dataOf<{ id: string }>(body).id,
  verify: (db, keys) => countIds(db, expenses, keys),
};

export const soakWrites: WriteKind[] = [profileUpdates, vehicleCreations, adhocClaims];
