import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toDollars } from '../../contract/common';
import type { PaymentLog, PaymentResult } from '../../contract/payments/answers';
import type { SubscriptionLog } from '../../contract/subscriptions';
import { fuelCards, payments, subscriptions, vehicles } from '../../server/db/schema';
import { ProviderError, type PaymentProvider } from '../../server/domain/payments/provider';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { paymentContext, setAppProvider } from '../../server/domain/payments/select-provider';
import { recoverStalePending } from '../../server/domain/payments/settle';
import { addMonth } from '../../server/domain/subscriptions/period';
import { NO_METHOD_MESSAGE, renewDue } from '../../server/domain/subscriptions/renew';
import { runPaymentJobs } from '../../server/jobs/renewals';
import { backends, signUp, type TestApp } from './harness';
import {
  addVehicle,
  bankPayload,
  call,
  cardPayload,
  startPaymentsApp,
  totalBillCents,
} from './payments-fixtures';

describe.each(backends)('subscription lifecycle on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { settleDelayMs: 0 });
  });
  afterAll(async () => t.close());

  /** A customer whose vehicle is subscribed by card (or bank); answers the subscription row. */
  const subscribed = async (how: 'card' | 'bank' | 'unsaved-card' = 'card') => {
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    const base = await totalBillCents(t.db, customer.user.id, vehicleId);
    const res =
      how === 'bank'
        ? await call(
            t.app,
            customer.cookie,
            'POST',
            '/api/bank/payment',
            bankPayload({ vehicleId }),
          )
        : await call(
            t.app,
            customer.cookie,
            'POST',
            '/api/customer/card/payment',
            cardPayload({ vehicleId, isCardSave: how === 'card' }),
          );
    expect(res.statusCode).toBe(200);
    // A jobs pass settles a sandbox direct debit (delay 0).
    await t.app.jobs.runOnce();
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, (res.data as PaymentResult).subscriptionId));
    if (!row?.endDate) throw new Error('not subscribed');
    return { ...customer, vehicleId, base, subscription: row, endDate: row.endDate };
  };
  const subscriptionLogs = async (cookie: string) =>
    (await call(t.app, cookie, 'POST', '/api/customer/subscription/logs', { offset: 0, next: 7 }))
      .data as SubscriptionLog[];
  const paymentLogs = async (cookie: string) =>
    (await call(t.app, cookie, 'POST', '/api/customer/payments/logs', { offset: 0, next: 7 }))
      .data as PaymentLog[];
  const paymentsOf = (subscriptionId: string) =>
    t.db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
  const minuteAfter = (d: Date) => new Date(d.getTime() + 60_000);

  it('cancelling makes the subscription UNSUBSCRIBED, the vehicle InActive and its fuel card void', async () => {
    const { cookie, user, vehicleId, subscription } = await subscribed();
    await t.db.insert(fuelCards).values({
      id: crypto.randomUUID(),
      customerId: user.id,
      vehicleId,
      cardNumber: '7034 1234',
    });
    const res = await call(
      t.app,
      cookie,
      'DELETE',
      `/api/customer/subscription/log/${subscription.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: 'Subscription cancelled successfully',
      data: { id: subscription.id, status: 3, refundOnSettle: null },
    });
    const [log] = await subscriptionLogs(cookie);
    expect(log).toMatchObject({ id: subscription.id, isSubscribed: false, status: 3 });
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(vehicle?.subscribeStatus).toBe(3);
    const [card] = await t.db.select().from(fuelCards).where(eq(fuelCards.vehicleId, vehicleId));
    expect(card?.isActive).toBe(false);

    const again = await call(
      t.app,
      cookie,
      'DELETE',
      `/api/customer/subscription/log/${subscription.id}`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Only a subscribed plan can be cancelled');
  });

  it('a cancelled plan is never renewed', async () => {
    const { cookie, subscription, endDate } = await subscribed();
    await call(t.app, cookie, 'DELETE', `/api/customer/subscription/log/${subscription.id}`);
    await renewDue(paymentContext(t.app), minuteAfter(endDate));
    expect(await paymentsOf(subscription.id)).toHaveLength(1);
  });

  it("answers 404 for another customer's subscription, and leaves it subscribed", async () => {
    const owner = await subscribed();
    const other = await signUp(t.app);
    const res = await call(
      t.app,
      other.cookie,
      'DELETE',
      `/api/customer/subscription/log/${owner.subscription.id}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, message: 'Subscription not found' });
    expect((await subscriptionLogs(owner.cookie))[0]?.status).toBe(2);
    expect(await subscriptionLogs(other.cookie)).toEqual([]);
  });

  it('a pending subscription cannot be cancelled', async () => {
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId, paymentMethodId: 'pm_card_chargeDeclined' }),
    );
    const [pending] = await subscriptionLogs(customer.cookie);
    expect(pending?.status).toBe(0);
    const res = await call(
      t.app,
      customer.cookie,
      'DELETE',
      `/api/customer/subscription/log/${pending?.id}`,
    );
    expect(res.statusCode).toBe(409);
  });

  it('renews each due subscription once per period, with the surcharge on a card', async () => {
    const { cookie, subscription, endDate, base } = await subscribed();
    const ctx = paymentContext(t.app);
    await renewDue(ctx, new Date(endDate.getTime() - 1));
    expect(await paymentsOf(subscription.id)).toHaveLength(1);

    const due = minuteAfter(endDate);
    // Two job runs at once (two processes): the period's key lets only one of them charge.
    await Promise.all([renewDue(ctx, due), renewDue(ctx, due)]);
    await renewDue(ctx, due);

    const rows = await paymentsOf(subscription.id);
    expect(rows).toHaveLength(2);
    const renewal = rows.find((r) => r.idempotencyKey.startsWith('renewal:'));
    expect(renewal).toMatchObject({
      status: 'succeeded',
      baseAmountCents: base,
      surchargeCents: Math.round(base * 0.02),
      amountCents: base + Math.round(base * 0.02),
      periodStart: endDate,
      periodEnd: addMonth(endDate),
      idempotencyKey: `renewal:${subscription.id}:${endDate.toISOString()}`,
    });
    const [log] = await subscriptionLogs(cookie);
    expect(log?.subscriptionEndDate).toBe(addMonth(endDate).toISOString());
    expect(log?.status).toBe(2);

    // The next period is due a month later, and again only once.
    const nextDue = minuteAfter(addMonth(endDate));
    await Promise.all([renewDue(ctx, nextDue), renewDue(ctx, nextDue)]);
    expect(await paymentsOf(subscription.id)).toHaveLength(3);
    expect((await paymentLogs(cookie)).map((l) => l.status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
  });

  it('a failed renewal is visible: a FAILURE payment and the reason on the subscription', async () => {
    const { cookie, subscription, endDate } = await subscribed();
    await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card',
      cardPayload({ paymentMethodId: 'pm_card_chargeDeclined', isDefault: true }),
    );
    const ctx = paymentContext(t.app);
    await renewDue(ctx, minuteAfter(endDate));
    const [failure] = await paymentLogs(cookie);
    expect(failure).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      last4: '0002',
    });
    const [log] = await subscriptionLogs(cookie);
    expect(log).toMatchObject({
      status: 2,
      isSubscribed: true,
      lastFailure: 'Your card was declined.',
      subscriptionEndDate: endDate.toISOString(),
    });
    // Not retried for the same period.
    await renewDue(ctx, minuteAfter(endDate));
    expect(await paymentsOf(subscription.id)).toHaveLength(2);
  });

  it('a renewal with no saved method fails visibly', async () => {
    const { cookie, endDate } = await subscribed('unsaved-card');
    await renewDue(paymentContext(t.app), minuteAfter(endDate));
    expect((await paymentLogs(cookie))[0]).toMatchObject({
      status: 'failed',
      failureMessage: NO_METHOD_MESSAGE,
      method: 'card',
    });
    expect((await subscriptionLogs(cookie))[0]?.lastFailure).toBe(NO_METHOD_MESSAGE);
  });

  it('renews a direct-debit plan from the default bank, without surcharge, settled by the jobs', async () => {
    const { cookie, subscription, endDate, base } = await subscribed('bank');
    expect(subscription.status).toBe(2);
    const summary = await runPaymentJobs(paymentContext(t.app), minuteAfter(endDate));
    expect(summary.renewals.processing).toBeGreaterThanOrEqual(1);
    expect(summary.settled).toBeGreaterThanOrEqual(1);
    const [renewal] = await paymentLogs(cookie);
    expect(renewal).toMatchObject({
      status: 'succeeded',
      method: 'bank',
      amount: toDollars(base),
      surcharge: 0,
    });
    expect((await subscriptionLogs(cookie))[0]?.subscriptionEndDate).toBe(
      addMonth(endDate).toISOString(),
    );
  });

  it('renews a plan whose end date SQL wrote with now(), microseconds and all', async () => {
    const { subscription } = await subscribed();
    // As an operator's correction, a script or a restore writes it: now() keeps microseconds,
    // here 321 past a whole millisecond, so no JavaScript date can hold the value.
    await t.db.execute(sql`update subscriptions
      set end_date = date_trunc('milliseconds', now()) - interval '1 hour' + interval '321 microseconds'
      where id = ${subscription.id}`);
    const ctx = paymentContext(t.app);
    const errors = vi.spyOn(t.app.log, 'error');
    try {
      await runPaymentJobs(ctx, new Date(Date.now() + 60_000));
      const renewal = (await paymentsOf(subscription.id)).find((p) =>
        p.idempotencyKey.startsWith('renewal:'),
      );
      expect(renewal?.status).toBe('succeeded');
      const [plan] = await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id));
      expect(plan?.endDate).toEqual(renewal?.periodEnd);
      // Charged once, and no longer reported due.
      const again = await runPaymentJobs(ctx, new Date(Date.now() + 60_000));
      expect(again.renewals.stuck).toBe(0);
      expect(await paymentsOf(subscription.id)).toHaveLength(2);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('logs as an error, on every pass, a due plan the renewal cannot open', async () => {
    const { subscription, endDate } = await subscribed();
    const ctx = paymentContext(t.app);
    await renewDue(ctx, minuteAfter(endDate));
    // The period's payment is then moved to another period by hand: the plan is due again for
    // its period, but the period's key is taken, so no renewal can be opened for it.
    await t.db.execute(sql`update payments set period_start = period_start - interval '1 day'
      where subscription_id = ${subscription.id} and idempotency_key like 'renewal:%'`);
    await t.db.update(subscriptions).set({ endDate }).where(eq(subscriptions.id, subscription.id));
    const errors = vi.spyOn(t.app.log, 'error');
    try {
      for (let pass = 1; pass <= 2; pass += 1) {
        const summary = await renewDue(ctx, minuteAfter(endDate));
        expect(summary.stuck).toBeGreaterThanOrEqual(1);
        expect(errors).toHaveBeenCalledTimes(pass);
        expect(errors).toHaveBeenLastCalledWith(
          expect.objectContaining({ subscriptionId: subscription.id }),
          expect.stringMatching(/could not be opened/),
        );
      }
    } finally {
      errors.mockRestore();
      // Ended, so no later pass in this file finds it due.
      await t.db
        .update(subscriptions)
        .set({ status: 3, isSubscribed: false })
        .where(eq(subscriptions.id, subscription.id));
    }
  });

  it('finishes a payment whose provider call died, with the same idempotency key', async () => {
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    const sandbox = new SandboxProvider({ settleDelayMs: 0 });
    const keys: string[] = [];
    const flaky: PaymentProvider = Object.assign(Object.create(sandbox) as PaymentProvider, {
      charge: async () => {
        throw new ProviderError(
          502,
          'The payment provider could not be reached. Please try again.',
        );
      },
    });
    setAppProvider(t.app, flaky);
    const res = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(res.statusCode).toBe(502);
    expect(res.body.message).toBe('The payment provider could not be reached. Please try again.');
    const [open] = await t.db.select().from(payments).where(eq(payments.vehicleId, vehicleId));
    expect(open?.status).toBe('pending');

    const recording: PaymentProvider = Object.assign(Object.create(sandbox) as PaymentProvider, {
      charge: async (request: Parameters<PaymentProvider['charge']>[0]) => {
        keys.push(request.idempotencyKey);
        return sandbox.charge(request);
      },
    });
    setAppProvider(t.app, recording);
    const ctx = paymentContext(t.app);
    expect(await recoverStalePending(ctx, new Date())).toBe(0);
    expect(await recoverStalePending(ctx, new Date(Date.now() + 3 * 60_000))).toBe(1);
    setAppProvider(t.app, sandbox);
    expect(keys).toEqual([open?.idempotencyKey]);
    const [done] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.vehicleId, vehicleId), eq(payments.id, open?.id ?? '')));
    expect(done?.status).toBe('succeeded');
    expect((await subscriptionLogs(customer.cookie))[0]?.status).toBe(2);
  });
});
