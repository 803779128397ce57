import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { approveClaim } from '../../server/domain/expenses/operator';
import { sendNotifications } from '../../server/jobs/notifications';
import { seedDemoLife } from '../../server/seed/demo-life';
import { backends, cookieFrom, startApp, type TestApp } from './harness';

describe.each(backends)('demo customer life on %s', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let cookie: string;
  const read = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { cookie }, payload });
    return res.json().data;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cargo-demo-'));
    t = await startApp(backend, { seedDemo: true, dataDir, sandboxSettleSeconds: 0 });
    expect(await seedDemoLife(t.app)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@cargo.test', password: 'demo-password-1' },
    });
    cookie = cookieFrom(login.headers['set-cookie']);
    // A year of history through the routes: claims, readings, a 12-week logbook and an EV.
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has three vehicles, one subscribed, one pending and an electric one not on a plan', async () => {
    const vehicles = await read('POST', '/api/customer/vehicles', { offset: 0, next: 7 });
    expect(vehicles).toHaveLength(3);
    expect(vehicles.map((v: { subscribeStatus: number }) => v.subscribeStatus).sort()).toEqual([
      0, 0, 2,
    ]);
  });

  it('shows a completed logbook and EV home charging with real figures at tax time', async () => {
    const [corolla] = await read('POST', '/api/customer/subscribed/vehicles');
    const logbook = await read('GET', `/api/customer/vehicle/${corolla.id}/logbook`);
    const [period] = logbook.periods;
    expect(period.status).toBe('complete');
    expect(period.trips.length).toBeGreaterThan(60);
    expect(logbook.validPeriodId).toBe(period.id);
    expect(period.figures.businessPercent).toBeGreaterThan(20);
    expect(period.figures.businessPercent).toBeLessThan(80);
    const today = new Date().toISOString().slice(0, 10);
    const [y = 0, m = 0] = today.split('-').map(Number);
    const figures = await read('GET', `/api/customer/tax-time/${m >= 7 ? y + 1 : y}/figures`);
    const year = figures.financialYear;
    const ev = year.vehicles.find((v: { homeCharging: unknown }) => v.homeCharging !== null);
    expect(ev.homeCharging.kind).toBe('electric');
    expect(ev.homeCharging.amount).toBeGreaterThan(0);
    expect(ev.homeCharging.basis).toMatch(/^4\.20 c\/km × [\d,]+ km = \$[\d,]+\.\d\d$/);
    const car = year.vehicles.find((v: { vehicleId: string }) => v.vehicleId === corolla.id);
    expect(car.businessPercent).toBe(period.figures.businessPercent);
    expect(year.runningCostsTotal).toBeGreaterThan(0);
    expect(year.gst.withoutInvoice).toBeGreaterThan(0);
  });

  it('has a successful card payment with its surcharge and a failed direct debit', async () => {
    const logs = await read('POST', '/api/customer/payments/logs', { offset: 0, next: 7 });
    const statuses = logs.map((l: { method: string; status: string }) => `${l.method}:${l.status}`);
    expect(statuses).toContain('card:succeeded');
    expect(statuses.some((s: string) => s.startsWith('bank:'))).toBe(true);
    const card = logs.find((l: { method: string }) => l.method === 'card');
    expect(card.surcharge).toBeGreaterThan(0);
  });

  it('has a saved card, a saved bank, a year of claims and a fuel card', async () => {
    expect(await read('POST', '/api/customer/cards')).toHaveLength(1);
    expect((await read('POST', '/api/user/banks')).length).toBeGreaterThanOrEqual(1);
    type Claim = { isApproved: boolean; isPaid: boolean; amount: number; expenseDate: string };
    const claims: Claim[] = await read('POST', '/api/customer/monthly/expenses', {
      offset: 0,
      next: 100,
    });
    expect(claims.length).toBeGreaterThanOrEqual(18);
    expect(claims.filter((c) => !c.isApproved)).toHaveLength(2);
    expect(claims.filter((c) => c.isApproved && c.isPaid).length).toBe(claims.length - 2);
    const oldest = claims.map((c) => c.expenseDate).sort()[0] ?? '';
    expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(330 * 86_400_000);
    const subscribed = await read('POST', '/api/customer/subscribed/vehicles');
    expect(subscribed).toHaveLength(1);
    const card = await read(
      'GET',
      `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${subscribed[0].id}`,
    );
    expect(card.cardNumber).toMatch(/\d{4}$/);
    const dashboard = await read('GET', '/api/customer/dashboard');
    // The Corolla on its plan; the CX-5 and the Tesla not (yet) subscribed.
    expect(dashboard.totalVehicle).toBe(3);
    expect(dashboard.totalPendingSubscription).toBe(2);
    const approvedCents = claims
      .filter((c) => c.isApproved)
      .reduce((a, c) => a + Math.round(c.amount * 100), 0);
    expect(Math.round(dashboard.totalExpensiveAmount * 100)).toBe(approvedCents);
  });

  it('pays the plan every month for a year through the renewal job', async () => {
    type Log = { method: string; status: string; baseAmount: number; createdOn: string };
    const logs: Log[] = await read('POST', '/api/customer/payments/logs', { offset: 0, next: 100 });
    const paid = logs.filter((l) => l.method === 'card' && l.status === 'succeeded');
    expect(paid).toHaveLength(13);
    const months = new Set(paid.map((l) => l.createdOn.slice(0, 7)));
    expect(months.size).toBe(13);
    const dashboard = await read('GET', '/api/customer/dashboard');
    const paidCents = paid.reduce((a, l) => a + Math.round(l.baseAmount * 100), 0);
    expect(Math.round(dashboard.totalCreditAmount * 100)).toBe(paidCents);
  });

  it('shows real figures on the budget, forecast, odometer and coming-up screens', async () => {
    const [corolla] = await read('POST', '/api/customer/subscribed/vehicles');
    const budget = await read('GET', `/api/customer/vehicle/${corolla.id}/budget`);
    const dashboard = await read('GET', '/api/customer/dashboard');
    expect(budget.customerBalance.customerPaid).toBe(dashboard.totalCreditAmount);
    expect(budget.customerBalance.expenseAmount).toBe(dashboard.totalExpensiveAmount);
    const fuel = budget.lines.find((l: { key: string }) => l.key === 'FL');
    expect(fuel.year.spent).toBeGreaterThan(0);
    expect(budget.totals.pending).toBeCloseTo(37.4, 2);
    // Fuel ran above its budget for the last three months: the forecast says when it runs out.
    expect(fuel.forecast.kind).toBe('runs-out');
    const forecast = await read('GET', '/api/customer/budget/forecast');
    expect(forecast.items.length).toBeGreaterThan(3);
    const odometer = await read('GET', `/api/customer/vehicle/${corolla.id}/odometer`);
    expect(odometer.readings).toHaveLength(13);
    expect(odometer.readings[0].reading).toBe(42_180);
    // 18,000 km a year against the plan's 15,000: the re-price offer shows.
    expect(odometer.usage.actualKmPerYear).toBeGreaterThan(17_000);
    expect(odometer.usage.reprice.newMonthly).toBeGreaterThan(odometer.usage.reprice.oldMonthly);
    const comingUp = await read('GET', '/api/customer/coming-up');
    expect(comingUp.map((i: { kind: string }) => i.kind).sort()).toEqual([
      'registration',
      'service',
      'tyres',
    ]);
    expect(comingUp.every((i: { dueDate: string | null }) => i.dueDate !== null)).toBe(true);
  });

  it('is created once', async () => {
    expect(await seedDemoLife(t.app)).toBe(false);
    const vehicles = await read('POST', '/api/customer/vehicles', { offset: 0, next: 7 });
    expect(vehicles).toHaveLength(3);
  });

  it('mails the demo customer nothing about its seeded history, and what comes next as usual', async () => {
    const logs = await read('POST', '/api/customer/payments/logs', { offset: 0, next: 100 });
    // The CX-5's debit from a closed account failed in the seeded past, not after it.
    expect(
      logs.map((l: { method: string; status: string }) => `${l.method}:${l.status}`),
    ).toContain('bank:failed');
    const first = await sendNotifications(t.app, new Date());
    expect(first.noticed.claims).toBe(0);
    expect(first.noticed.payments).toBe(0);
    await t.app.mailer.drain();
    const mailDir = path.join(dataDir, 'mail');
    const mailed = existsSync(mailDir) ? await readdir(mailDir) : [];
    const subjects = await Promise.all(
      mailed.map(
        async (f) => /^Subject: (.*)$/m.exec(await readFile(path.join(mailDir, f), 'utf8'))?.[1],
      ),
    );
    expect(subjects.filter((s) => /Claim|Payment|debit/i.test(s ?? ''))).toEqual([]);

    // A pending claim approved now is news like any other.
    const claims: { id: string; isApproved: boolean }[] = await read(
      'POST',
      '/api/customer/monthly/expenses',
      { offset: 0, next: 100 },
    );
    const pending = claims.find((c) => !c.isApproved);
    expect(pending).toBeDefined();
    await approveClaim(t.db, pending?.id ?? '');
    expect((await sendNotifications(t.app, new Date())).noticed.claims).toBe(1);
  });
});
