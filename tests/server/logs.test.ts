import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentLog } from '../../contract/payments/answers';
import { type SubscriptionLog } from '../../contract/subscriptions';
import { backends, signUp, type SignedUp, type TestApp } from './harness';
import { payments } from '../../server/db/schema';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { setAppProvider } from '../../server/domain/payments/select-provider';
import { addVehicle, bankPayload, call, cardPayload, startPaymentsApp } from './payments-fixtures';
import { subscriptionLabel } from '../../contract/subscription-status';

describe.each(backends)('payment and subscription logs on %s', (backend) => {
  let t: TestApp;
  let customer: SignedUp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { settleDelayMs: 0 });
    customer = await signUp(t.app);
    // Eight subscribed vehicles and a ninth whose card was declined: nine payments, nine plans.
    for (let i = 0; i < 9; i += 1) {
      const vehicleId = await addVehicle(t.db, customer.user.id);
      const paymentMethodId = i === 8 ? 'pm_card_chargeDeclined' : 'pm_card_visa';
      await call(
        t.app,
        customer.cookie,
        'POST',
        '/api/customer/card/payment',
        cardPayload({ vehicleId, paymentMethodId }),
      );
    }
  });
  afterAll(async () => t.close());

  const page = async (url: string, offset: number, next = 7) =>
    call(t.app, customer.cookie, 'POST', url, { offset, next });

  it('pages the payments log 7 at a time, newest first, with totalCount', async () => {
    const first = await page('/api/customer/payments/logs', 0);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Payments');
    const rows = first.data as PaymentLog[];
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.totalCount === 9)).toBe(true);
    expect(rows[0]?.status).toBe('failed');
    const dates = rows.map((r) => r.createdOn);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = (await page('/api/customer/payments/logs', 1)).data as PaymentLog[];
    expect(second).toHaveLength(2);
    const ids = new Set([...rows, ...second].map((r) => r.id));
    expect(ids.size).toBe(9);
    for (const row of [...rows, ...second]) {
      expect(row.invoiceUrl).toBe(`/portal/payment/${row.id}/receipt`);
    }

    const beyond = await page('/api/customer/payments/logs', 2);
    expect(beyond.body).toEqual({ status: true, message: 'No record available', data: [] });
  });

  it('reading the logs changes nothing; the jobs settle a debit whose time has come, and no other', async () => {
    const debtor = await signUp(t.app);
    const logs = async () =>
      (
        await call(t.app, debtor.cookie, 'POST', '/api/customer/payments/logs', {
          offset: 0,
          next: 7,
        })
      ).data as PaymentLog[];
    const due = await addVehicle(t.db, debtor.user.id);
    const paid = await call(
      t.app,
      debtor.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId: due }),
    );
    expect(paid.data).toMatchObject({ status: 'processing' });
    // Due at once by the sandbox clock, yet a read (of either log, twice) leaves it processing.
    expect((await logs()).map((l) => l.status)).toEqual(['processing']);
    await call(t.app, debtor.cookie, 'POST', '/api/customer/subscription/logs', {});
    expect((await logs()).map((l) => l.status)).toEqual(['processing']);
    const [row] = await t.db.select().from(payments).where(eq(payments.vehicleId, due));
    expect(row?.status).toBe('processing');

    const notDue = await addVehicle(t.db, debtor.user.id);
    setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 60 * 60 * 1000 }));
    try {
      await call(
        t.app,
        debtor.cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId: notDue }),
      );
    } finally {
      setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 }));
    }
    await t.app.jobs.runOnce();
    expect((await logs()).map((l) => l.status)).toEqual(['processing', 'succeeded']);
  });

  it('pages subscription logs the same way, with SPEC §4 states', async () => {
    const first = await page('/api/customer/subscription/logs', 0);
    expect(first.body.message).toBe('Subscriptions');
    const rows = first.data as SubscriptionLog[];
    expect(rows).toHaveLength(7);
    expect(rows[0]?.totalCount).toBe(9);
    const second = (await page('/api/customer/subscription/logs', 1)).data as SubscriptionLog[];
    const labels = [...rows, ...second].map((r) => subscriptionLabel(r.isSubscribed, r.status));
    expect(labels.filter((l) => l === 'SUBSCRIBED')).toHaveLength(8);
    expect(labels.filter((l) => l === 'PENDING')).toHaveLength(1);
    for (const row of [...rows, ...second]) {
      expect(row.vehicleMasterDetails.name).toBeTruthy();
      expect(row.vehicleMasterDetails.body).toBeTruthy();
    }
  });

  it('another customer sees none of it', async () => {
    const other = await signUp(t.app);
    for (const url of ['/api/customer/payments/logs', '/api/customer/subscription/logs']) {
      const res = await call(t.app, other.cookie, 'POST', url, { offset: 0, next: 7 });
      expect(res.body).toEqual({ status: true, message: 'No record available', data: [] });
    }
  });

  it('validates paging and needs a signed-in customer', async () => {
    for (const body of [
      { offset: -1, next: 7 },
      { offset: 0, next: 0 },
      { offset: 0, next: 101 },
    ]) {
      const res = await call(t.app, customer.cookie, 'POST', '/api/customer/payments/logs', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/customer/subscription/logs',
      payload: { offset: 0, next: 7 },
    });
    expect(anonymous.statusCode).toBe(401);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/subscription/log/${crypto.randomUUID()}`,
    });
    expect(cancel.statusCode).toBe(401);
  });
});
