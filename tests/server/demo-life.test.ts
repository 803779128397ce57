import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has two vehicles, one subscribed and one pending', async () => {
    const vehicles = await read('POST', '/api/customer/vehicles', { offset: 0, next: 7 });
    expect(vehicles).toHaveLength(2);
    expect(vehicles.map((v: { subscribeStatus: number }) => v.subscribeStatus).sort()).toEqual([
      0, 2,
    ]);
  });

  it('has a successful card payment with its surcharge and a failed direct debit', async () => {
    const logs = await read('POST', '/api/customer/payments/logs', { offset: 0, next: 7 });
    const statuses = logs.map((l: { method: string; status: string }) => `${l.method}:${l.status}`);
    expect(statuses).toContain('card:succeeded');
    expect(statuses.some((s: string) => s.startsWith('bank:'))).toBe(true);
    const card = logs.find((l: { method: string }) => l.method === 'card');
    expect(card.surcharge).toBeGreaterThan(0);
  });

  it('has a saved card, a saved bank, three claims (one approved and paid) and a fuel card', async () => {
    expect(await read('POST', '/api/customer/cards')).toHaveLength(1);
    expect((await read('POST', '/api/user/banks')).length).toBeGreaterThanOrEqual(1);
    const claims = await read('POST', '/api/customer/monthly/expenses', { offset: 0, next: 7 });
    expect(claims).toHaveLength(3);
    expect(
      claims.filter((c: { isApproved: boolean; isPaid: boolean }) => c.isApproved && c.isPaid),
    ).toHaveLength(1);
    const subscribed = await read('POST', '/api/customer/subscribed/vehicles');
    expect(subscribed).toHaveLength(1);
    const card = await read(
      'GET',
      `/api/customer/cargo/cards?relationTable=Vehicle&relationId=${subscribed[0].id}`,
    );
    expect(card.cardNumber).toMatch(/\d{4}$/);
    const dashboard = await read('GET', '/api/customer/dashboard');
    expect(dashboard.totalVehicle).toBe(2);
    expect(dashboard.totalPendingSubscription).toBe(1);
    expect(dashboard.totalCreditAmount).toBeGreaterThan(0);
    expect(dashboard.totalExpensiveAmount).toBeCloseTo(84.2 + 289, 2);
  });

  it('is created once', async () => {
    expect(await seedDemoLife(t.app)).toBe(false);
    const vehicles = await read('POST', '/api/customer/vehicles', { offset: 0, next: 7 });
    expect(vehicles).toHaveLength(2);
  });
});
