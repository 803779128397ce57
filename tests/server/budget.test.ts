import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetForecast, VehicleBudget } from '../../contract/budget';
import type { Dashboard } from '../../contract/dashboard';
import type { ComingUpItem, OdometerReading, VehicleOdometer } from '../../contract/odometer';
import { odometerReadings } from '../../server/db/schema';
import { approveClaim, rejectClaim } from '../../server/domain/expenses/operator';
import { addDays, isoOf } from '../../server/domain/budget/calendar';
import { claimBody, jpeg, postClaim, removeDir, tempDataDir, upload } from './expenses-fixtures';
import { signUp, backends, type TestApp } from './harness';
import { addVehicle, call, cardPayload, startPaymentsApp } from './payments-fixtures';

const today = isoOf(new Date());
const daysAgo = (n: number) => addDays(today, -n);

describe.each(backends)('budget, forecast and odometer on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startPaymentsApp(backend, { config: { dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    await removeDir(dataDir);
  });

  /** A customer whose vehicle is subscribed by card (one succeeded payment). */
  async function subscribedCustomer() {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const paid = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(paid.statusCode).toBe(200);
    return { cookie, vehicleId, customerId: user.id };
  }

  async function claim(
    cookie: string,
    vehicleId: string,
    over: { type: string; amount: number; expenseDate: string },
    outcome: 'approve' | 'reject' | 'pending' = 'approve',
  ) {
    const up = await upload(t.app, cookie, jpeg(300, randomUUID()));
    const path = (up.json().data as { path: string }[])[0]?.path ?? '';
    const res = await postClaim(t.app, cookie, claimBody(vehicleId, path, over));
    expect(res.statusCode).toBe(200);
    const id = (res.json().data as { id: string }).id;
    if (outcome === 'approve') await approveClaim(t.db, id);
    if (outcome === 'reject') await rejectClaim(t.db, id);
    return id;
  }

  it('splits what was paid over the plan lines and adds up to the dashboard running balance', async () => {
    const { cookie, vehicleId } = await subscribedCustomer();
    await claim(cookie, vehicleId, { type: 'Fuel', amount: 60, expenseDate: today });
    await claim(cookie, vehicleId, { type: 'Parking', amount: 12.5, expenseDate: today });
    await claim(
      cookie,
      vehicleId,
      { type: 'Fuel', amount: 40, expenseDate: daysAgo(1) },
      'pending',
    );
    await claim(
      cookie,
      vehicleId,
      { type: 'Fuel', amount: 999, expenseDate: daysAgo(1) },
      'reject',
    );

    const budget = (await call(t.app, cookie, 'GET', `/api/customer/vehicle/${vehicleId}/budget`))
      .data as VehicleBudget;
    const dashboard = (await call(t.app, cookie, 'GET', '/api/customer/dashboard'))
      .data as Dashboard;

    const cents = (n: number) => Math.round(n * 100);
    const fundedSum = budget.lines.reduce((a, l) => a + cents(l.total.funded), 0);
    const spentSum = budget.lines.reduce((a, l) => a + cents(l.total.spent), 0);
    expect(fundedSum).toBe(cents(dashboard.totalCreditAmount));
    expect(spentSum).toBe(cents(dashboard.totalExpensiveAmount));
    expect(dashboard.totalExpensiveAmount).toBe(72.5);
    expect(budget.customerBalance).toEqual({
      amount: Math.abs(cents(dashboard.totalCreditAmount) - 7250) / 100,
      positive: true,
      customerPaid: dashboard.totalCreditAmount,
      expenseAmount: 72.5,
    });
    expect(budget.vehicleBalance).toEqual(budget.customerBalance);

    const fuel = budget.lines.find((l) => l.key === 'FL');
    expect(fuel).toMatchObject({ claimable: true, pending: 40 });
    expect(fuel?.total.spent).toBe(60);
    expect(fuel?.period.spent).toBe(60);
    expect(fuel?.year.spent).toBe(60);
    // Each line is funded in proportion to its monthly amount: one month's payment ≈ one month.
    expect(
      Math.abs(cents(fuel?.total.funded ?? 0) - cents(fuel?.monthly ?? 0)),
    ).toBeLessThanOrEqual(1);
    expect(budget.lines.find((l) => l.key === 'OTHER')).toMatchObject({ monthly: 0 });
    expect(budget.totals.pending).toBe(40);
    expect(budget.periodStart).toBe(today);
    expect(budget.method).toContain('last 90 days');
    // Two fuel claims in the window: below the minimum, so no forecast, and it says so.
    expect(fuel?.forecast.kind).toBe('not-enough-data');
    expect(fuel?.forecast.sentence).toContain('1 of the 3 needed');
  });

  it('forecasts a category from three claims and puts the worst first on the dashboard card', async () => {
    const { cookie, vehicleId } = await subscribedCustomer();
    for (const n of [1, 2, 3]) {
      await claim(cookie, vehicleId, { type: 'Fuel', amount: 300, expenseDate: daysAgo(n) });
    }
    const card = (await call(t.app, cookie, 'GET', '/api/customer/budget/forecast'))
      .data as BudgetForecast;
    expect(card.method).toContain('last 90 days');
    expect(card.items[0]).toMatchObject({ vehicleId, key: 'FL' });
    // $900 of fuel against one month's fuel funding: already overspent.
    expect(card.items[0]?.forecast.kind).toBe('overspent');
    expect(card.items[0]?.forecast.sentence).toMatch(/^Your fuel budget is \$\d[\d,]* overspent/);
    expect(card.items.every((i) => i.key !== 'FP' && i.key !== 'MF' && i.key !== 'CA')).toBe(true);
    expect(card.overall.dataPoints).toBe(3);
  });

  it('records readings once per key and refuses an odometer going backwards', async () => {
    const { cookie, vehicleId } = await subscribedCustomer();
    const post = (body: object, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/odometer',
        headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
        payload: body,
      });
    const key = `${randomUUID()}:reading`;
    const first = await post({ vehicle: vehicleId, reading: 20_500, readOn: today }, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Odometer reading saved');
    const [again, concurrent] = await Promise.all([
      post({ vehicle: vehicleId, reading: 20_500, readOn: today }, key),
      post({ vehicle: vehicleId, reading: 20_500, readOn: today }, key),
    ]);
    const id = (first.json().data as OdometerReading).id;
    expect((again.json().data as OdometerReading).id).toBe(id);
    expect((concurrent.json().data as OdometerReading).id).toBe(id);
    const rows = await t.db
      .select()
      .from(odometerReadings)
      .where(eq(odometerReadings.vehicleId, vehicleId));
    expect(rows).toHaveLength(1);

    const backwards = await post({ vehicle: vehicleId, reading: 20_499, readOn: today });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({
      status: false,
      message: expect.stringMatching(/^The odometer cannot go backwards: it read 20,500 km on /),
    });
    // Below the odometer given when the vehicle was added (20,000 km today).
    const belowPlan = await post({ vehicle: vehicleId, reading: 19_000, readOn: today });
    expect(belowPlan.statusCode).toBe(422);
    const future = await post({ vehicle: vehicleId, reading: 21_000, readOn: addDays(today, 3) });
    expect(future.statusCode).toBe(400);
    expect(
      await t.db.select().from(odometerReadings).where(eq(odometerReadings.vehicleId, vehicleId)),
    ).toHaveLength(1);
  });

  it('works out km per year, offers a re-price past 15% drift, and dates what comes up', async () => {
    const { cookie, vehicleId } = await subscribedCustomer();
    // 2,000 km in the 60 days before the plan's 20,000 km: about 12,167 km a year against 15,000.
    const earlier = await call(t.app, cookie, 'POST', '/api/customer/odometer', {
      vehicle: vehicleId,
      reading: 18_000,
      readOn: daysAgo(60),
    });
    expect(earlier.statusCode).toBe(200);
    const rego = await call(t.app, cookie, 'PUT', `/api/customer/vehicle/${vehicleId}/rego`, {
      regoExpiry: addDays(today, 40),
    });
    expect(rego.statusCode).toBe(200);

    const page = (await call(t.app, cookie, 'GET', `/api/customer/vehicle/${vehicleId}/odometer`))
      .data as VehicleOdometer;
    expect(page.readings.map((r) => [r.reading, r.source])).toEqual([
      [20_000, 'plan'],
      [18_000, 'reading'],
    ]);
    expect(page.usage.actualKmPerYear).toBe(12_167);
    expect(page.usage.driftPercent).toBe(-18.9);
    expect(page.usage.reprice?.kmPerYear).toBe(12_200);
    expect(page.usage.reprice?.newMonthly).toBeLessThan(page.usage.reprice?.oldMonthly ?? 0);
    expect(page.regoExpiry).toBe(addDays(today, 40));

    const comingUp = (await call(t.app, cookie, 'GET', '/api/customer/coming-up'))
      .data as ComingUpItem[];
    const kinds = comingUp.filter((i) => i.vehicleId === vehicleId).map((i) => i.kind);
    // Tyres at 30,000 km: 10,000 km at 12,167 a year is 300 days; the service is 12 months away.
    expect(kinds).toEqual(['registration', 'tyres', 'service']);
    expect(comingUp.find((i) => i.kind === 'tyres')?.dueKm).toBe(30_000);
    expect(comingUp.find((i) => i.kind === 'registration')?.dueDate).toBe(addDays(today, 40));
  });

  it('lists every budget and odometer route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/customer/vehicle/{id}/budget'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/customer/budget/forecast'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/customer/vehicle/{id}/odometer'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/customer/odometer'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/api/customer/vehicle/{id}/rego'] ?? {})).toContain('put');
    expect(Object.keys(doc.paths['/api/customer/coming-up'] ?? {})).toContain('get');
  });
});
