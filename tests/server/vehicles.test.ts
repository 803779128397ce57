import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPrice } from '../../contract/pricing';
import type { VehicleOption, VehicleWizardInput } from '../../contract/vehicles';
import type { App } from '../../server/app-types';
import { vehicles } from '../../server/db/schema';
import { priceSavedVehicle } from '../../server/domain/pricing/price-vehicle';
import { backends, signUp, startApp, type TestApp } from './harness';

type Json = Record<string, unknown>;
const cents = (n: number) => Math.round(n * 100);

async function call(
  app: App,
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Json,
) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as { status: boolean; message: string; data?: unknown },
  };
}

async function firstOption(app: App, cookie: string, make: string, model: string, year: number) {
  const q = new URLSearchParams({ make, model, year: String(year) });
  const { body } = await call(app, cookie, 'GET', `/api/vehicle/options?${q.toString()}`);
  const option = (body.data as VehicleOption[])[0];
  if (!option) throw new Error(`no ${make} ${model} ${year} in the catalogue`);
  return option;
}

async function wizardData(app: App, cookie: string, over: Partial<VehicleWizardInput> = {}) {
  const option = await firstOption(app, cookie, 'Toyota', 'Corolla', 2020);
  return {
    make: 'Toyota',
    model: 'Corolla',
    year: 2020,
    vehicleMasterId: option.id,
    registerationNumber: 'ABC123',
    kmYearTravelled: 15_000,
    currentOdometer: 42_000,
    whoIsUsing: 'SELF',
    firstName: 'Alex',
    lastName: 'Driver',
    phoneNumber: '0412345678',
    emailAddress: 'alex@example.com',
    isVehicleUnderFinance: true,
    monthlyRepayment: 450,
    isBalloonPayment: true,
    balloonPayment: 6_000,
    isVehicleInsurance: true,
    vehicleInsurancePaying: 1_200,
    isReviewForInsurance: false,
    isEditRecord: false,
    ...over,
  } satisfies VehicleWizardInput;
}

async function createVehicle(app: App, cookie: string, over: Partial<VehicleWizardInput> = {}) {
  const { status, body } = await call(
    app,
    cookie,
    'POST',
    '/api/customer/vehicle',
    await wizardData(app, cookie, over),
  );
  expect(status, body.message).toBe(200);
  return body.data as string;
}

describe.each(backends)('vehicles on %s', (backend) => {
  let t: TestApp;
  let alex: { cookie: string };
  let sam: { cookie: string };
  beforeAll(async () => {
    t = await startApp(backend);
    alex = await signUp(t.app);
    sam = await signUp(t.app, { firstName: 'Sam' });
  });
  afterAll(async () => t.close());

  describe('catalogue typeahead', () => {
    it('finds real makes, case-insensitively, prefix matches first', async () => {
      const { body } = await call(t.app, alex.cookie, 'GET', '/api/vehicle/makes?search=TOY');
      expect(body.data).toEqual(['Toyota']);
      const a = (await call(t.app, alex.cookie, 'GET', '/api/vehicle/makes?search=a')).body
        .data as string[];
      expect(a.length).toBeLessThanOrEqual(20);
      const firstContains = a.findIndex((m) => !m.toLowerCase().startsWith('a'));
      expect(firstContains).toBeGreaterThan(0);
      expect(a.slice(0, firstContains).every((m) => m.toLowerCase().startsWith('a'))).toBe(true);
      expect(a.slice(firstContains).every((m) => !m.toLowerCase().startsWith('a'))).toBe(true);
      expect(a).toContain('Audi');
      expect(a).toContain('Mazda');
    });
    it('answers at most 20 and treats wildcards literally', async () => {
      const all = (await call(t.app, alex.cookie, 'GET', '/api/vehicle/makes')).body
        .data as string[];
      expect(all).toHaveLength(20);
      expect(
        (await call(t.app, alex.cookie, 'GET', '/api/vehicle/makes?search=%25')).body.data,
      ).toEqual([]);
    });
    it('finds models within a make and years within a model', async () => {
      const models = (
        await call(t.app, alex.cookie, 'GET', '/api/vehicle/models?make=toyota&search=cor')
      ).body.data as string[];
      expect(models.slice(0, 2)).toEqual(['Corolla', 'Corolla Cross']);
      const cruisers = (
        await call(t.app, alex.cookie, 'GET', '/api/vehicle/models?make=Toyota&search=cruiser')
      ).body.data as string[];
      expect(cruisers).toEqual(expect.arrayContaining(['LandCruiser', 'LandCruiser Prado']));
      const years = (
        await call(
          t.app,
          alex.cookie,
          'GET',
          '/api/vehicle/years?make=Toyota&model=Corolla&search=201',
        )
      ).body.data as number[];
      expect(years).toEqual([2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010]);
    });
    it('lists the variants of a year as id, name, body and engine', async () => {
      const { body } = await call(
        t.app,
        alex.cookie,
        'GET',
        '/api/vehicle/options?make=Toyota&model=Corolla&year=2020',
      );
      const options = body.data as VehicleOption[];
      expect(options.length).toBeGreaterThanOrEqual(2);
      for (const o of options) {
        expect(Object.keys(o).sort()).toEqual(['body', 'engine', 'id', 'name']);
        expect(o.name).toMatch(/^Corolla /);
      }
      expect(options.map((o) => o.engine)).toContain('1.8L 4cyl petrol hybrid');
    });
    it('requires a signed-in customer', async () => {
      for (const url of [
        '/api/vehicle/makes?search=to',
        '/api/vehicle/options?make=Toyota&model=Corolla&year=2020',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('saving and reading vehicles', () => {
    it('creates a vehicle from wizard data and reads it back with its price', async () => {
      const id = await createVehicle(t.app, alex.cookie, { registerationNumber: 'xyz 987' });
      const { status, body } = await call(t.app, alex.cookie, 'GET', `/api/customer/vehicle/${id}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id,
        make: 'Toyota',
        model: 'Corolla',
        year: 2020,
        registerationNumber: 'XYZ 987',
        name: 'Alex Driver',
        firstName: 'Alex',
        lastName: 'Driver',
        monthlyRepayment: 450,
        balloonPayment: 6000,
        vehicleInsurancePaying: 1200,
        subscribeStatus: 0,
        isEditRecord: false,
        chargedAmount: 0,
      });
      const price = (body.data as { price: ReviewPrice }).price;
      expect(price.financeCost).toBe(550); // $450 + $6,000 / 60
      expect(price.insuranceCost).toBe(100);
      expect(price.otherCharges.some((c) => c.name.toLowerCase().startsWith('fuel cost'))).toBe(
        false,
      );
    });

    it('prices with annual = 12 × monthly, and tyres double when the distance doubles', async () => {
      const near = await createVehicle(t.app, alex.cookie, { kmYearTravelled: 15_000 });
      const far = await createVehicle(t.app, alex.cookie, { kmYearTravelled: 30_000 });
      const priceOf = async (id: string) =>
        (await call(t.app, alex.cookie, 'GET', `/api/savedVehicle/price/breakdown/${id}`)).body
          .data as ReviewPrice;
      const [a, b] = [await priceOf(near), await priceOf(far)];
      for (const p of [a, b]) expect(cents(p.totalBillAnnually)).toBe(12 * cents(p.totalBill));
      expect(a.kmYearTravelled).toBe(15_000);
      expect(cents(b.tyreCost)).toBe(2 * cents(a.tyreCost));
      expect(a.tyreCost).toBeGreaterThan(0);
      expect(cents(b.fuelCost)).toBe(2 * cents(a.fuelCost));
      const preview = await call(
        t.app,
        alex.cookie,
        'POST',
        '/api/vehicle/price/preview',
        await wizardData(t.app, alex.cookie, { kmYearTravelled: 30_000 }),
      );
      expect(preview.body.data).toEqual(b);
      expect(await priceSavedVehicle(t.db, await userId(t.app, alex.cookie), far)).toEqual(b);
    });

    it('prices registration by the customer state', async () => {
      const customer = await signUp(t.app);
      const id = await createVehicle(t.app, customer.cookie);
      const before = (
        await call(t.app, customer.cookie, 'GET', `/api/savedVehicle/price/breakdown/${id}`)
      ).body.data as ReviewPrice;
      await call(t.app, customer.cookie, 'POST', '/api/customer/update', {
        firstName: 'Kim',
        lastName: 'Lee',
        company: 'Lee Pty Ltd',
        address: '1 Hobart Rd',
        state: 'TAS',
        phoneNumber: '0400000000',
      });
      const after = (
        await call(t.app, customer.cookie, 'GET', `/api/savedVehicle/price/breakdown/${id}`)
      ).body.data as ReviewPrice;
      expect(before.otherCharges.find((c) => c.key === 'RCTP')?.description).toMatch(/\(NSW\)/);
      expect(after.otherCharges.find((c) => c.key === 'RCTP')?.description).toMatch(/\(TAS\)/);
      expect(after.registrationCost).not.toBe(before.registrationCost);
    });

    it.each([
      [{ phoneNumber: '12345' }, 'Phone must be 10 digits'],
      [{ emailAddress: 'Someone@Example.com' }, 'Please provide a valid email address'],
      [{ kmYearTravelled: 1_000_000_001 }, 'Km per year must be at most 1,000,000,000'],
      [{ currentOdometer: 100_001 }, 'Current odometer must be at most 100,000'],
      [{ currentOdometer: -1 }, 'Current odometer cannot be negative'],
      [{ monthlyRepayment: null }, 'Monthly repayment is required'],
      [{ balloonPayment: 1_000_001 }, 'Balloon payment must be at most 1,000,000'],
      [{ vehicleInsurancePaying: undefined }, 'Annual insurance payment is required'],
      [{ registerationNumber: '  ' }, 'Registration number is required'],
      [{ whoIsUsing: 'ME' }, 'Please choose who uses the vehicle'],
      [{ year: 2021 }, 'The vehicle does not match the make, model and year'],
      [
        { vehicleMasterId: '00000000-0000-4000-8000-000000000000' },
        'Please choose a vehicle from the list',
      ],
    ])('refuses %j with a message naming the problem', async (patch, message) => {
      const payload = { ...(await wizardData(t.app, alex.cookie)), ...patch } as Json;
      const { status, body } = await call(
        t.app,
        alex.cookie,
        'POST',
        '/api/customer/vehicle',
        payload,
      );
      expect(status).toBe(400);
      expect(body.status).toBe(false);
      expect(body.message).toContain(message);
    });

    it('saves a No answer without the amounts it skipped', async () => {
      const id = await createVehicle(t.app, alex.cookie, {
        isVehicleUnderFinance: false,
        monthlyRepayment: 999,
        isBalloonPayment: undefined,
        isVehicleInsurance: false,
        vehicleInsurancePaying: null,
        isReviewForInsurance: undefined,
      });
      const { body } = await call(t.app, alex.cookie, 'GET', `/api/customer/vehicle/${id}`);
      expect(body.data).toMatchObject({
        monthlyRepayment: 0,
        isBalloonPayment: false,
        vehicleInsurancePaying: 0,
      });
      expect((body.data as { price: ReviewPrice }).price.financeCost).toBe(0);
    });
  });

  describe('the list', () => {
    it('pages by 7, newest first, with totalCount on the first record', async () => {
      const customer = await signUp(t.app);
      const ids: string[] = [];
      for (let i = 0; i < 9; i += 1)
        ids.push(await createVehicle(t.app, customer.cookie, { registerationNumber: `REG${i}` }));
      const first = await call(t.app, customer.cookie, 'POST', '/api/customer/vehicles', {
        offset: 0,
        next: 7,
      });
      const rows = first.body.data as Array<{
        id: string;
        totalCount?: number;
        vehicleDetails: { name: string };
        registerationNumber?: string;
      }>;
      expect(rows).toHaveLength(7);
      // The rego rides on each row for the phone list.
      expect(rows.map((r) => r.registerationNumber)).toEqual(
        [8, 7, 6, 5, 4, 3, 2].map((i) => `REG${i}`),
      );
      expect(rows[0]?.totalCount).toBe(9);
      expect(rows.slice(1).every((r) => r.totalCount === undefined)).toBe(true);
      expect(rows.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 7));
      expect(rows[0]?.vehicleDetails.name).toMatch(/^Corolla /);
      const second = await call(t.app, customer.cookie, 'POST', '/api/customer/vehicles', {
        offset: 1,
        next: 7,
      });
      const rest = second.body.data as Array<{ id: string; totalCount?: number }>;
      expect(rest.map((r) => r.id)).toEqual([ids[1], ids[0]]);
      expect(rest[0]?.totalCount).toBe(9);
      const empty = await call(
        t.app,
        (await signUp(t.app)).cookie,
        'POST',
        '/api/customer/vehicles',
        { offset: 0, next: 7 },
      );
      expect(empty.body.data).toEqual([]);
    });
  });

  describe('updating and deleting', () => {
    it('updates a vehicle through /api/customer/update', async () => {
      const id = await createVehicle(t.app, alex.cookie);
      const data = await wizardData(t.app, alex.cookie, {
        id,
        kmYearTravelled: 20_000,
        whoIsUsing: 'OTHER',
        firstName: 'Jo',
        lastName: 'Citizen',
      });
      const { status, body } = await call(t.app, alex.cookie, 'POST', '/api/customer/update', data);
      expect(status).toBe(200);
      expect(body.message).toBe('Your vehicle information has been updated.');
      expect(body.data).toMatchObject({ id, chargedAmount: 0 });
      const detail = (await call(t.app, alex.cookie, 'GET', `/api/customer/vehicle/${id}`)).body
        .data as Json;
      expect(detail).toMatchObject({
        kmYearTravelled: 20_000,
        whoIsUsing: 'OTHER',
        name: 'Jo Citizen',
      });
      expect((body.data as { totalBill: number }).totalBill).toBe(
        (detail.price as ReviewPrice).totalBill,
      );
    });

    it('moves the charged amount of a subscribed vehicle with its new price', async () => {
      const id = await createVehicle(t.app, alex.cookie);
      await t.db
        .update(vehicles)
        .set({ subscribeStatus: 2, chargedAmountCents: 10_000 })
        .where(eq(vehicles.id, id));
      const data = await wizardData(t.app, alex.cookie, { id, kmYearTravelled: 40_000 });
      const { body } = await call(t.app, alex.cookie, 'POST', '/api/customer/update', data);
      const saved = body.data as { totalBill: number; chargedAmount: number };
      expect(saved.chargedAmount).toBe(saved.totalBill);
      const detail = (await call(t.app, alex.cookie, 'GET', `/api/customer/vehicle/${id}`)).body
        .data as Json;
      expect(detail).toMatchObject({ isEditRecord: true, chargedAmount: saved.totalBill });
    });

    it('refuses a vehicle update without an id', async () => {
      const data = await wizardData(t.app, alex.cookie);
      const res = await call(t.app, alex.cookie, 'POST', '/api/customer/update', data);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Vehicle id is required');
    });

    it('soft-deletes a vehicle, but not one with a running plan', async () => {
      const id = await createVehicle(t.app, alex.cookie);
      const subscribed = await createVehicle(t.app, alex.cookie);
      await t.db.update(vehicles).set({ subscribeStatus: 2 }).where(eq(vehicles.id, subscribed));
      const refused = await call(
        t.app,
        alex.cookie,
        'DELETE',
        `/api/customer/vehicle/${subscribed}`,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/active subscription and cannot be deleted/);
      const done = await call(t.app, alex.cookie, 'DELETE', `/api/customer/vehicle/${id}`);
      expect(done.status).toBe(200);
      expect(done.body.message).toBe('Vehicle deleted successfully');
      expect((await call(t.app, alex.cookie, 'GET', `/api/customer/vehicle/${id}`)).status).toBe(
        404,
      );
      const list = (
        await call(t.app, alex.cookie, 'POST', '/api/customer/vehicles', { offset: 0, next: 100 })
      ).body.data as Array<{ id: string }>;
      expect(list.map((v) => v.id)).not.toContain(id);
      expect(list.map((v) => v.id)).toContain(subscribed);
      const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, id));
      expect(row?.isDeleted).toBe(true);
    });
  });

  describe('ownership', () => {
    it("answers 404 for another customer's vehicle, everywhere", async () => {
      const id = await createVehicle(t.app, alex.cookie);
      const expectNotFound = async (
        method: 'GET' | 'POST' | 'DELETE',
        url: string,
        payload?: Json,
      ) => {
        const res = await call(t.app, sam.cookie, method, url, payload);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body).toEqual({ status: false, message: 'Vehicle not found' });
      };
      await expectNotFound('GET', `/api/customer/vehicle/${id}`);
      await expectNotFound('GET', `/api/savedVehicle/price/breakdown/${id}`);
      await expectNotFound('DELETE', `/api/customer/vehicle/${id}`);
      await expectNotFound(
        'POST',
        '/api/customer/update',
        await wizardData(t.app, sam.cookie, { id, kmYearTravelled: 1 }),
      );
      await expect(
        priceSavedVehicle(t.db, await userId(t.app, sam.cookie), id),
      ).rejects.toMatchObject({ statusCode: 404 });
      const samList = (
        await call(t.app, sam.cookie, 'POST', '/api/customer/vehicles', { offset: 0, next: 100 })
      ).body.data as Array<{ id: string }>;
      expect(samList.map((v) => v.id)).not.toContain(id);
      const mine = (await call(t.app, alex.cookie, 'GET', `/api/customer/vehicle/${id}`)).body
        .data as Json;
      expect(mine.kmYearTravelled).toBe(15_000);
    });
    it('answers 400 for an id that is not an id', async () => {
      const res = await call(t.app, alex.cookie, 'GET', '/api/customer/vehicle/new');
      expect(res.status).toBe(400);
    });
  });
});

async function userId(app: App, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/customer/user', headers: { cookie } });
  return (res.json() as { data: { id: string } }).data.id;
}
