import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogbookPeriod, LogbookTrip, VehicleLogbook } from '../../contract/logbook';
import type { TaxFigures } from '../../contract/tax-figures';
import { expenses, logbookTrips, vehicles } from '../../server/db/schema';
import { addDays, isoOf } from '../../server/domain/budget/calendar';
import { approveClaim } from '../../server/domain/expenses/operator';
import { financialYearOfDay } from '../../contract/tax-time';
import {
  addVehicle,
  claimBody,
  jpeg,
  postClaim,
  removeDir,
  tempDataDir,
  upload,
} from './expenses-fixtures';
import { backends, signUp, startApp, type TestApp } from './harness';

const today = isoOf(new Date());
const daysAgo = (n: number) => addDays(today, -n);

describe.each(backends)('the ATO logbook on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startApp(backend, { dataDir });
  });
  afterAll(async () => {
    await t?.close();
    await removeDir(dataDir);
  });

  const post = (cookie: string, url: string, payload: object, headers = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });

  /** A customer with a vehicle added 120 days ago at 1,000 km (its first odometer reading). */
  async function driver() {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    await t.db
      .update(vehicles)
      .set({ createdOn: new Date(`${daysAgo(120)}T00:00:00Z`) })
      .where(eq(vehicles.id, vehicleId));
    return { cookie, vehicleId, customerId: user.id };
  }

  const trip = (vehicle: string, over: Partial<Record<string, unknown>> = {}) => ({
    vehicle,
    tripOn: daysAgo(80),
    startKm: 1_100,
    endKm: 1_160,
    purpose: 'business',
    reason: 'Site visit, Parramatta',
    ...over,
  });
  const tripsIn = (vehicleId: string) =>
    t.db.select().from(logbookTrips).where(eq(logbookTrips.vehicleId, vehicleId));

  it('starts a 12-week period once, and refuses one overlapping it', async () => {
    const { cookie, vehicleId } = await driver();
    const first = await post(cookie, '/api/customer/logbook/period', {
      vehicle: vehicleId,
      startsOn: daysAgo(100),
    });
    expect(first.statusCode).toBe(200);
    const period = first.json().data as LogbookPeriod;
    expect(period).toMatchObject({
      startsOn: daysAgo(100),
      endsOn: daysAgo(17),
      daysTotal: 84,
      daysDone: 84,
      status: 'no-trips',
    });
    const again = await post(cookie, '/api/customer/logbook/period', {
      vehicle: vehicleId,
      startsOn: daysAgo(100),
    });
    expect((again.json().data as LogbookPeriod).id).toBe(period.id);
    const overlap = await post(cookie, '/api/customer/logbook/period', {
      vehicle: vehicleId,
      startsOn: daysAgo(30),
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/^This vehicle already has a logbook period from /);
    const badDay = await post(cookie, '/api/customer/logbook/period', {
      vehicle: vehicleId,
      startsOn: '2025-02-30',
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toMatch(/Start date must be a valid date/);
  });

  it('validates a trip and names the field', async () => {
    const { cookie, vehicleId } = await driver();
    const noReason = await post(cookie, '/api/customer/logbook/trip', {
      ...trip(vehicleId),
      reason: undefined,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/Say what the business trip was for/);
    const backwards = await post(
      cookie,
      '/api/customer/logbook/trip',
      trip(vehicleId, { endKm: 1_000 }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/End odometer must be at least the start odometer/);
    const purpose = await post(
      cookie,
      '/api/customer/logbook/trip',
      trip(vehicleId, { purpose: 'commute' }),
    );
    expect(purpose.statusCode).toBe(400);
    const badKey = await post(cookie, '/api/customer/logbook/trip', trip(vehicleId), {
      'idempotency-key': 'x',
    });
    expect(badKey.statusCode).toBe(400);
    expect(await tripsIn(vehicleId)).toHaveLength(0);
  });

  it("refuses another customer's vehicle as not found, and changes nothing", async () => {
    const victim = await driver();
    const actor = await driver();
    await post(victim.cookie, '/api/customer/logbook/period', {
      vehicle: victim.vehicleId,
      startsOn: daysAgo(100),
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/customer/vehicle/${victim.vehicleId}/logbook`,
      headers: { cookie: actor.cookie },
    });
    expect(read.statusCode).toBe(404);
    const write = await post(actor.cookie, '/api/customer/logbook/trip', trip(victim.vehicleId));
    expect(write.statusCode).toBe(404);
    const period = await post(actor.cookie, '/api/customer/logbook/period', {
      vehicle: victim.vehicleId,
      startsOn: daysAgo(10),
    });
    expect(period.statusCode).toBe(404);
    expect(await tripsIn(victim.vehicleId)).toHaveLength(0);
  });

  it('stores a trip once per key, also when the same key arrives twice at once', async () => {
    const { cookie, vehicleId } = await driver();
    await post(cookie, '/api/customer/logbook/period', {
      vehicle: vehicleId,
      startsOn: daysAgo(100),
    });
    const key = `${randomUUID()}:trip`;
    const [a, b] = await Promise.all([
      post(cookie, '/api/customer/logbook/trip', trip(vehicleId), { 'idempotency-key': key }),
      post(cookie, '/api/customer/logbook/trip', trip(vehicleId), { 'idempotency-key': key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const first = a.json().data as LogbookTrip;
    expect((b.json().data as LogbookTrip).id).toBe(first.id);
    expect(first).toMatchObject({ km: 60, purpose: 'business' });
    // The same trip typed again (no key, or another device's key) is the one stored.
    const typedAgain = await post(cookie, '/api/customer/logbook/trip', trip(vehicleId));
    expect((typedAgain.json().data as LogbookTrip).id).toBe(first.id);
    expect(await tripsIn(vehicleId)).toHaveLength(1);
  });

  it('refuses trips outside a period, against the readings or overlapping another trip', async () => {
    const { cookie, vehicleId } = await driver();
    const outside = await post(cookie, '/api/customer/logbook/trip', trip(vehicleId));
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toMatch(/not inside a logbook period/);

    await post(cookie, '/api/customer/logbook/period', {
      vehicle: vehicleId,
      startsOn: daysAgo(100),
    });
    const reading = await post(cookie, '/api/customer/odometer', {
      vehicle: vehicleId,
      reading: 5_000,
      readOn: daysAgo(50),
    });
    expect(reading.statusCode).toBe(200);
    // Ends above what the odometer read 30 days later.
    const pastReading = await post(
      cookie,
      '/api/customer/logbook/trip',
      trip(vehicleId, { startKm: 4_900, endKm: 5_100 }),
    );
    expect(pastReading.statusCode).toBe(409);
    expect(pastReading.json().message).toMatch(
      /^This trip does not fit the odometer readings: the odometer read 5,000 km on /,
    );
    // Starts below the 1,000 km the vehicle had when added, 120 days ago.
    const belowStart = await post(
      cookie,
      '/api/customer/logbook/trip',
      trip(vehicleId, { startKm: 900, endKm: 950 }),
    );
    expect(belowStart.statusCode).toBe(409);

    expect((await post(cookie, '/api/customer/logbook/trip', trip(vehicleId))).statusCode).toBe(
      200,
    );
    const overlapping = await post(
      cookie,
      '/api/customer/logbook/trip',
      trip(vehicleId, { startKm: 1_150, endKm: 1_200, purpose: 'private' }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toMatch(/overlaps another trip/);
    expect(await tripsIn(vehicleId)).toHaveLength(1);

    // And a reading must agree with the trips: below a trip's end on an earlier day.
    const backwards = await post(cookie, '/api/customer/odometer', {
      vehicle: vehicleId,
      reading: 1_120,
      readOn: daysAgo(70),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toMatch(/read 1,160 km on/);
  });

  it("gives the period's ATO figures, its validity and the percentage that applies", async () => {
    const { cookie, vehicleId } = await driver();
    await post(cookie, '/api/customer/logbook/period', {
      vehicle: vehicleId,
      startsOn: daysAgo(100),
    });
    const trips = [
      trip(vehicleId, { tripOn: daysAgo(95), startKm: 1_000, endKm: 1_300 }),
      trip(vehicleId, { tripOn: daysAgo(60), startKm: 1_300, endKm: 1_500, purpose: 'private' }),
      trip(vehicleId, { tripOn: daysAgo(20), startKm: 1_800, endKm: 1_900 }),
    ];
    for (const body of trips) {
      const res = await post(cookie, '/api/customer/logbook/trip', body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/vehicle/${vehicleId}/logbook`,
      headers: { cookie },
    });
    const logbook = res.json().data as VehicleLogbook;
    const [period] = logbook.periods;
    expect(period?.status).toBe('complete');
    // 400 business of 900 km from 1,000 to 1,900: 44.4%.
    expect(period?.figures).toEqual({
      startKm: 1_000,
      endKm: 1_900,
      totalKm: 900,
      businessKm: 400,
      businessPercent: 44.4,
      trips: 3,
    });
    const startYear = financialYearOfDay(daysAgo(100));
    expect(period?.validUntil).toBe(`${startYear + 4}-06-30`);
    expect(logbook.validPeriodId).toBe(period?.id);
  });

  it("works out the year's figures: business use, running costs and the GST split", async () => {
    const { cookie, vehicleId } = await driver();
    const day = daysAgo(3);
    const claimIds: string[] = [];
    for (const [type, amount] of [
      ['Servicing', 289],
      ['Fuel', 60.5],
      ['Registration', 1_010],
    ] as const) {
      const up = await upload(t.app, cookie, jpeg(300, randomUUID()));
      const path = (up.json().data as { path: string }[])[0]?.path ?? '';
      const res = await postClaim(
        t.app,
        cookie,
        claimBody(vehicleId, path, { type, amount, expenseDate: day }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const id = (res.json().data as { id: string }).id;
      await approveClaim(t.db, id);
      claimIds.push(id);
    }
    // The service's receipt was read: $26.27 GST on a valid tax invoice.
    await t.db
      .update(expenses)
      .set({ gstCents: 2_627, taxInvoice: 'valid' })
      .where(eq(expenses.id, claimIds[0] ?? ''));
    const year = financialYearOfDay(day);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/tax-time/${year}/figures`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const figures = res.json().data as TaxFigures;
    expect(figures.financialYear.runningCosts).toEqual([
      { type: 'Registration', amount: 1_010 },
      { type: 'Servicing', amount: 289 },
      { type: 'Fuel', amount: 60.5 },
    ]);
    // Fuel's GST estimated at 1/11 of $60.50; registration has none.
    expect(figures.financialYear.gst).toEqual({
      withInvoice: 26.27,
      withoutInvoice: 5.5,
      estimated: 5.5,
      claims: 3,
    });
    expect(figures.fbtYear).toMatchObject({ kind: 'fbt', firstDay: `${year - 1}-04-01` });
    expect(figures.financialYear.vehicles[0]).toMatchObject({
      vehicleId,
      businessPercent: null,
      businessBasis: expect.stringMatching(/^No complete logbook covers this year/),
    });
  });
});
