import { eq } from 'drizzle-orm';
import type { App } from '../app-types';
import { customers, serverFacts } from '../db/schema';
import { addDays, isoOf } from '../domain/budget/calendar';
import { assignFuelCard } from '../domain/fuel-cards/fuel-cards';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo-customer';
import {
  ODOMETER_YEAR_AGO,
  demoClaims,
  fileClaims,
  recordReadings,
  runPlanYear,
} from './demo-history';
import { addDemoEv, keepDemoLogbook } from './demo-logbook';
import { quietDemoHistory } from './demo-quiet-history';

type Call = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/**
 * Gives the demo customer a life to explore, once per database, through the same API calls the
 * portal makes (the only exceptions are the provider's side: approving and paying a claim and
 * issuing a fuel card, which go through the operator functions the admin command uses):
 * - a Corolla subscribed by card a year ago (a SUCCESS payment with its 2% surcharge, then every
 *   monthly renewal charged by the renewal job's code) with a fuel card, a year of claims
 *   (approved and paid, the newest pending), monthly odometer readings and a rego expiry;
 *   and a completed 12-week logbook (a trip most days, business on weekdays);
 * - a CX-5 still pending, whose direct debit from a closed account failed;
 * - a Tesla Model 3 (not subscribed) with a year of odometer readings, for EV home charging;
 * - a saved card and a saved bank account.
 * None of it is news: the first start sends the demo customer no notification about it.
 */
export async function seedDemoLife(app: App): Promise<boolean> {
  const claimed = await app.db
    .insert(serverFacts)
    .values({ key: 'demo-life', value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return false;
  const [demo] = await app.db.select().from(customers).where(eq(customers.email, DEMO_EMAIL));
  if (!demo) return false;

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`demo sign-in failed: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  const call = async <T>({ method, url, payload, headers }: Call): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      headers: { cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    const body = res.json() as { status: boolean; message: string; data: T };
    if (!body.status) throw new Error(`demo ${method} ${url}: ${res.statusCode} ${body.message}`);
    return body.data;
  };

  const variant = async (make: string, model: string, year: number) => {
    const query = new URLSearchParams({ make, model, year: String(year) });
    const options = await call<{ id: string }[]>({
      method: 'GET',
      url: `/api/vehicle/options?${query}`,
    });
    const first = options[0];
    if (!first) throw new Error(`demo: no ${year} ${make} ${model} in the catalogue`);
    return first.id;
  };
  const driver = {
    whoIsUsing: 'SELF',
    firstName: demo.firstName,
    lastName: demo.lastName,
    phoneNumber: demo.phoneNumber,
    emailAddress: demo.email,
  };
  const corolla = await call<string>({
    method: 'POST',
    url: '/api/customer/vehicle',
    payload: {
      make: 'Toyota',
      model: 'Corolla',
      year: 2022,
      vehicleMasterId: await variant('Toyota', 'Corolla', 2022),
      registerationNumber: 'CGO123',
      kmYearTravelled: 15000,
      currentOdometer: ODOMETER_YEAR_AGO,
      ...driver,
      isVehicleUnderFinance: true,
      monthlyRepayment: 489,
      isBalloonPayment: false,
      isVehicleInsurance: true,
      vehicleInsurancePaying: 1260,
      isReviewForInsurance: false,
    },
  });
  const cx5 = await call<string>({
    method: 'POST',
    url: '/api/customer/vehicle',
    payload: {
      make: 'Mazda',
      model: 'CX-5',
      year: 2021,
      vehicleMasterId: await variant('Mazda', 'CX-5', 2021),
      registerationNumber: 'MZD555',
      kmYearTravelled: 22000,
      currentOdometer: 61250,
      whoIsUsing: 'OTHER',
      firstName: 'Jamie',
      lastName: 'Driver',
      phoneNumber: '0498765432',
      emailAddress: 'jamie.driver@example.com',
      isVehicleUnderFinance: false,
      isVehicleInsurance: false,
    },
  });

  const expiryYear = new Date().getFullYear() + 3;
  await call({
    method: 'POST',
    url: '/api/customer/card/payment',
    payload: {
      cardHolderName: 'Demo Driver',
      cardNumber: '4242',
      cardExpiryMonth: 8,
      cardExpiryYear: expiryYear,
      paymentMethodId: 'pm_card_visa',
      cardType: 'CREDITCARD',
      isCardSave: true,
      isDefault: true,
      vehicleId: corolla,
    },
  });
  const bank = {
    bSB: '000000',
    fullName: 'Demo Driver',
    ac_holder_name: 'Demo Driver',
    email: DEMO_EMAIL,
  };
  await call({
    method: 'POST',
    url: '/api/bank/payment',
    payload: {
      ...bank,
      paymentMethodId: 'pm_auBecsDebit_accountClosed',
      accountNumber: '3335',
      vehicleId: cx5,
      isDefault: false,
      isBankSave: false,
    },
  });
  await call({
    method: 'POST',
    url: '/api/user/bank/add',
    payload: { ...bank, paymentMethodId: 'pm_auBecsDebit_success', accountNumber: '3456' },
  });

  const now = new Date();
  const today = isoOf(now);
  const planStart = await runPlanYear(app, corolla, now);
  const price = await call<{ fuelCost: number }>({
    method: 'GET',
    url: `/api/savedVehicle/price/breakdown/${corolla}`,
  });
  await fileClaims(app, call, corolla, demoClaims(planStart, today, price.fuelCost));
  await recordReadings(call, corolla, planStart, today);
  await keepDemoLogbook(call, corolla, planStart, today);
  await addDemoEv(app, call, {
    vehicleMasterId: await variant('Tesla', 'Model 3', 2023),
    driver,
    planStart,
    today,
  });
  await call({
    method: 'PUT',
    url: `/api/customer/vehicle/${corolla}/rego`,
    payload: { regoExpiry: addDays(today, 45) },
  });
  await assignFuelCard(app.db, corolla, '7083 5500 1234 5678', {
    month: 6,
    year: new Date().getFullYear() + 2,
  });
  await call({ method: 'POST', url: '/api/auth/logout', payload: {} });
  await quietDemoHistory(app, demo.id);
  return true;
}
