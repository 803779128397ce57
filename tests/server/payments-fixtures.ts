import { asc, sql } from 'drizzle-orm';
import type { App } from '../../server/app-types';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db/open';
import { catalogVariants, vehicles } from '../../server/db/schema';
import { toCents } from '../../contract/common';
import { luhnValid } from '../../contract/payments/card-number-scan';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { setAppProvider } from '../../server/domain/payments/select-provider';
import { priceSavedVehicle } from '../../server/domain/pricing/price-vehicle';
import { rowsOf, startApp, type Backend, type TestApp } from './harness';

/** An app whose sandbox settles direct debits after `settleDelayMs` (0: on the next read). */
export async function startPaymentsApp(
  backend: Backend,
  options: { settleDelayMs?: number; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const t = await startApp(backend, options.config);
  setAppProvider(t.app, new SandboxProvider({ settleDelayMs: options.settleDelayMs ?? 0 }));
  return t;
}

/** A saved vehicle for the customer, as the wizard would leave it (pending, state 0). */
export async function addVehicle(db: Db, customerId: string): Promise<string> {
  const [variant] = await db
    .select()
    .from(catalogVariants)
    .orderBy(asc(catalogVariants.id))
    .limit(1);
  if (!variant) throw new Error('the catalogue is not seeded');
  const id = crypto.randomUUID();
  await db.insert(vehicles).values({
    id,
    customerId,
    vehicleMasterId: variant.id,
    make: variant.make,
    model: variant.model,
    year: variant.year,
    registrationNumber: 'ABC123',
    kmYearTravelled: 15_000,
    currentOdometer: 20_000,
    whoIsUsing: 'SELF',
    firstName: 'Alex',
    lastName: 'Driver',
    phoneNumber: '0412345678',
    emailAddress: 'alex@example.com',
  });
  return id;
}

/** What the review page says the vehicle costs a month, in cents. */
export async function totalBillCents(db: Db, customerId: string, vehicleId: string) {
  return toCents((await priceSavedVehicle(db, customerId, vehicleId)).totalBill);
}

const nextYear = new Date().getFullYear() + 1;

export const cardPayload = (overrides: Record<string, unknown> = {}) => ({
  cardHolderName: 'Alex Driver',
  cardNumber: '4242',
  cardExpiryMonth: 12,
  cardExpiryYear: nextYear,
  paymentMethodId: 'pm_card_visa',
  cardType: 'CREDITCARD',
  isCardSave: true,
  isDefault: false,
  ...overrides,
});

export const bankPayload = (overrides: Record<string, unknown> = {}) => ({
  paymentMethodId: 'pm_auBecsDebit_success',
  bSB: '000-000',
  accountNumber: '3456',
  fullName: 'Alex Driver',
  ac_holder_name: 'Alex Driver',
  email: 'alex@example.com',
  isDefault: true,
  ...overrides,
});

type Json = { status: boolean; message: string; data?: unknown };

/** A signed-in call; answers status and the parsed envelope. */
export async function call(
  app: App,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ statusCode: number; body: Json; data: never }> {
  const response = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const body = response.json() as Json;
  return { statusCode: response.statusCode, body, data: body.data as never };
}

const PAYMENT_TABLES = ['payment_methods', 'payments', 'subscriptions', 'provider_events'];
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
// A standalone number (not digits inside an id or hash), optionally grouped by spaces or dashes.
const NUMBER_TOKEN = /(?<![0-9A-Za-z])\d(?:[ -]?\d){12,}(?![0-9A-Za-z])/g;

/**
 * Every value stored in the tables a payment payload can reach, searched for a 13–19 digit
 * Luhn-valid number: the proof that a full card number never reached the database.
 */
export async function storedCardNumbers(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const table of PAYMENT_TABLES) {
    const rows = await db.execute<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    for (const { row } of rowsOf<{ row: string }>(rows)) {
      for (const match of row.replace(UUIDS, '').matchAll(NUMBER_TOKEN)) {
        const digits = match[0].replace(/\D/g, '');
        for (let len = 13; len <= Math.min(19, digits.length); len += 1) {
          for (let i = 0; i + len <= digits.length; i += 1) {
            if (luhnValid(digits.slice(i, i + len))) found.push(`${table}: ${match[0]}`);
          }
        }
      }
    }
  }
  return found;
}
