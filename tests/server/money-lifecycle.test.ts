import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '../../contract/payments/answers';
import { toDollars } from '../../contract/common';
import type { Dashboard } from '../../contract/dashboard';
import { refundInFlightText } from '../../contract/refund-in-flight';
import type { SubscriptionLog } from '../../contract/subscriptions';
import type { VehicleDetail, VehicleListItem } from '../../contract/vehicles';
import { payments, refunds, subscriptions, vehicles } from '../../server/db/schema';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { paymentContext, setAppProvider } from '../../server/domain/payments/select-provider';
import { SETTLED_AFTER_CANCEL } from '../../server/domain/subscriptions/lifecycle';
import { renewDue } from '../../server/domain/subscriptions/renew';
import { runJobs } from '../../server/jobs/list';
import { backends, signUp, type TestApp } from './harness';
import { addVehicle, bankPayload, call, startPaymentsApp } from './payments-fixtures';

const HOUR = 60 * 60 * 1000;

describe.each(backends)('money lifecycle on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { settleDelayMs: 0 });
  });
  afterAll(async () => t.close());

  const vehicleRow = async (id: string) =>
    (await t.db.select().from(vehicles).where(eq(vehicles.id, id)))[0];
  const subscriptionRow = async (id: string) =>
    (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
  const paymentsOf = (subscriptionId: string) =>
    t.db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
  const listed = async (cookie: string, vehicleId: string) =>
    (
      (await call(t.app, cookie, 'POST', '/api/customer/vehicles', {})).data as VehicleListItem[]
    ).find((v) => v.id === vehicleId);

  /** A vehicle subscribed by direct debit, settled; answers its subscription and period end. */
  const subscribedByBank = async () => {
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    const res = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    );
    expect(res.statusCode).toBe(200);
    await runJobs(t.app);
    const subscriptionId = (res.data as PaymentResult).subscriptionId;
    const row = await subscriptionRow(subscriptionId);
    if (!row?.endDate || row.status !== 2) throw new Error('not subscribed');
    return { ...customer, vehicleId, subscriptionId, endDate: row.endDate };
  };

  /** A new vehicle paid by a debit that will bounce, answered processing and due to settle now. */
  const bouncedDebit = async () => {
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    const bounced = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId, paymentMethodId: 'pm_auBecsDebit_accountClosed' }),
    );
    expect(bounced.data).toMatchObject({ status: 'processing' });
    return { customer, vehicleId };
  };

  /** Runs the renewal of the plan's next period with a debit that settles an hour later. */
  const renewalProcessing = async (endDate: Date) => {
    const slow = new SandboxProvider({ settleDelayMs: HOUR });
    setAppProvider(t.app, slow);
    try {
      await renewDue(paymentContext(t.app), new Date(endDate.getTime() + 60_000));
    } finally {
      setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 }));
    }
  };

  const subscriptionLog = async (cookie: string, id: string) =>
    (
      (
        await call(t.app, cookie, 'POST', '/api/customer/subscription/logs', {
          offset: 0,
          next: 7,
        })
      ).data as SubscriptionLog[]
    ).find((log) => log.id === id);
  const refundsOf = (customerId: string) =>
    t.db.select().from(refunds).where(eq(refunds.customerId, customerId));

  it('cancels while a renewal debit is processing: the plan ends now, and the debit is refunded once when it settles', async () => {
    const { cookie, user, vehicleId, subscriptionId, endDate } = await subscribedByBank();
    await renewalProcessing(endDate);
    const renewal = (await paymentsOf(subscriptionId)).find((p) => p.status === 'processing');
    if (!renewal) throw new Error('no renewal in flight');
    const amount = toDollars(renewal.amountCents);
    // The confirmation knows what is on its way before the customer says yes.
    expect((await subscriptionLog(cookie, subscriptionId))?.paymentInFlight).toBe(amount);

    const cancelled = await call(
      t.app,
      cookie,
      'DELETE',
      `/api/customer/subscription/log/${subscriptionId}`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toEqual({
      status: true,
      message: `Subscription cancelled successfully. ${refundInFlightText(renewal.amountCents, 'plan')}`,
      data: { id: subscriptionId, status: 3, refundOnSettle: amount },
    });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 3,
      isSubscribed: false,
      endDate,
    });
    expect((await vehicleRow(vehicleId))?.subscribeStatus).toBe(3);
    expect((await paymentsOf(subscriptionId)).find((p) => p.id === renewal.id)).toMatchObject({
      status: 'processing',
      refundOnSettle: true,
    });
    expect(await refundsOf(user.id)).toEqual([]);

    // The vehicle can be paid for again at once: the debit on its way can start nothing.
    const again = await call(
      t.app,
      cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    );
    expect(again.statusCode, again.body.message).toBe(200);
    const newPlan = (again.data as PaymentResult).subscriptionId;
    expect(newPlan).not.toBe(subscriptionId);

    // The debit settles (jobs, after its time): paid back in full, the old plan stays ended.
    await runJobs(t.app, new Date(Date.now() + 2 * HOUR));
    expect((await paymentsOf(subscriptionId)).find((p) => p.id === renewal.id)?.status).toBe(
      'succeeded',
    );
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 3, endDate });
    const owed = await refundsOf(user.id);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      paymentId: renewal.id,
      amountCents: renewal.amountCents,
      status: 'refunded',
    });
    // The new plan is the one that runs.
    expect((await subscriptionRow(newPlan))?.status).toBe(2);
    expect((await vehicleRow(vehicleId))?.subscribeStatus).toBe(2);
    // Never twice.
    await runJobs(t.app, new Date(Date.now() + 3 * HOUR));
    expect(await refundsOf(user.id)).toHaveLength(1);
  });

  it('a debit that bounces after the cancel refunds nothing and marks nothing to fix', async () => {
    const { cookie, user, subscriptionId, endDate } = await subscribedByBank();
    const bouncing = await call(
      t.app,
      cookie,
      'POST',
      '/api/user/bank/add',
      bankPayload({ paymentMethodId: 'pm_auBecsDebit_accountClosed', isDefault: true }),
    );
    expect(bouncing.statusCode, bouncing.body.message).toBe(200);
    await renewalProcessing(endDate);
    const renewal = (await paymentsOf(subscriptionId)).find((p) => p.status === 'processing');
    if (!renewal) throw new Error('no renewal in flight');

    const cancelled = await call(
      t.app,
      cookie,
      'DELETE',
      `/api/customer/subscription/log/${subscriptionId}`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.message).toContain(refundInFlightText(renewal.amountCents, 'plan'));

    await runJobs(t.app, new Date(Date.now() + 2 * HOUR));
    expect((await paymentsOf(subscriptionId)).find((p) => p.id === renewal.id)?.status).toBe(
      'failed',
    );
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 3, lastFailure: '' });
    expect(await refundsOf(user.id)).toEqual([]);
  });

  it('a renewal debit that settled before the cancel paid for its period: cancelled without a refund', async () => {
    const { cookie, user, vehicleId, subscriptionId, endDate } = await subscribedByBank();
    await renewalProcessing(endDate);
    await runJobs(t.app, new Date(Date.now() + 2 * HOUR));
    expect((await subscriptionRow(subscriptionId))?.endDate?.getTime()).toBeGreaterThan(
      endDate.getTime(),
    );
    expect((await subscriptionLog(cookie, subscriptionId))?.paymentInFlight).toBeNull();
    const cancelled = await call(
      t.app,
      cookie,
      'DELETE',
      `/api/customer/subscription/log/${subscriptionId}`,
    );
    expect(cancelled.body).toEqual({
      status: true,
      message: 'Subscription cancelled successfully',
      data: { id: subscriptionId, status: 3, refundOnSettle: null },
    });
    expect((await vehicleRow(vehicleId))?.subscribeStatus).toBe(3);
    expect(await refundsOf(user.id)).toEqual([]);
  });

  it('money that settles for a plan cancelled meanwhile is refunded, and the vehicle stays InActive', async () => {
    const { user, vehicleId, subscriptionId, endDate } = await subscribedByBank();
    await renewalProcessing(endDate);
    // The plan ends while the debit is out (as an operator, or the old cancel, could do).
    await t.db
      .update(subscriptions)
      .set({ status: 3, isSubscribed: false, cancelledOn: new Date() })
      .where(eq(subscriptions.id, subscriptionId));
    await t.db.update(vehicles).set({ subscribeStatus: 3 }).where(eq(vehicles.id, vehicleId));

    await runJobs(t.app, new Date(Date.now() + 2 * HOUR));
    const renewal = (await paymentsOf(subscriptionId)).find((p) =>
      p.idempotencyKey.startsWith('renewal:'),
    );
    expect(renewal?.status).toBe('succeeded');
    expect((await vehicleRow(vehicleId))?.subscribeStatus).toBe(3);
    const plan = await subscriptionRow(subscriptionId);
    expect(plan).toMatchObject({ status: 3, isSubscribed: false, endDate });
    const owed = await t.db.select().from(refunds).where(eq(refunds.customerId, user.id));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      paymentId: renewal?.id,
      amountCents: renewal?.amountCents,
      reason: SETTLED_AFTER_CANCEL,
      // The same jobs pass that recorded it paid it back.
      status: 'refunded',
    });
    expect(owed[0]?.providerRef).toMatch(/^re_sandbox_/);
    // Never twice.
    await runJobs(t.app, new Date(Date.now() + 3 * HOUR));
    expect(await t.db.select().from(refunds).where(eq(refunds.customerId, user.id))).toHaveLength(
      1,
    );
  });

  it('deletes a vehicle while its first debit is processing: the amount is named before and after, refunded once when it settles, and no plan starts', async () => {
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    setAppProvider(t.app, new SandboxProvider({ settleDelayMs: HOUR }));
    const paid = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    ).finally(() => setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 })));
    expect(paid.data).toMatchObject({ status: 'processing' });
    const { paymentId } = paid.data as PaymentResult;
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new Error('no payment');
    expect(await listed(customer.cookie, vehicleId)).toMatchObject({
      deleteBlockedReason: null,
      paymentInFlight: toDollars(payment.amountCents),
    });
    const deleted = await call(
      t.app,
      customer.cookie,
      'DELETE',
      `/api/customer/vehicle/${vehicleId}`,
    );
    expect(deleted.statusCode, deleted.body.message).toBe(200);
    expect(deleted.body.message).toBe(
      `Vehicle deleted successfully. ${refundInFlightText(payment.amountCents, 'vehicle')}`,
    );
    expect((await vehicleRow(vehicleId))?.isDeleted).toBe(true);

    await runJobs(t.app, new Date(Date.now() + 2 * HOUR));
    const [settled] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(settled?.status).toBe('succeeded');
    expect((await subscriptionRow(payment.subscriptionId ?? ''))?.status).toBe(0);
    expect(await vehicleRow(vehicleId)).toMatchObject({ isDeleted: true, subscribeStatus: 0 });
    const owed = await refundsOf(customer.user.id);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      paymentId,
      amountCents: payment.amountCents,
      status: 'refunded',
    });
    await runJobs(t.app, new Date(Date.now() + 3 * HOUR));
    expect(await refundsOf(customer.user.id)).toHaveLength(1);
  });

  it('a subscribed vehicle lists why it cannot be deleted; a new one can be', async () => {
    const { cookie, vehicleId, user } = await subscribedByBank();
    expect((await listed(cookie, vehicleId))?.deleteBlockedReason).toMatch(
      /active subscription and cannot be deleted/,
    );
    const fresh = await addVehicle(t.db, user.id);
    expect((await listed(cookie, fresh))?.deleteBlockedReason).toBeNull();
  });

  it('pays again right after a bounced debit, with no job or read in between', async () => {
    const { customer, vehicleId } = await bouncedDebit();
    const again = await call(
      t.app,
      customer.cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({ vehicleId }),
    );
    expect(again.statusCode, again.body.message).toBe(200);
    expect(again.data).toMatchObject({ status: 'processing' });
    const rows = await t.db.select().from(payments).where(eq(payments.vehicleId, vehicleId));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'processing']);
  });

  it('deletes right after a bounced debit, with no job in between: the list offers Delete and it goes ahead', async () => {
    const { customer, vehicleId } = await bouncedDebit();
    expect((await listed(customer.cookie, vehicleId))?.deleteBlockedReason).toBeNull();
    const deleted = await call(
      t.app,
      customer.cookie,
      'DELETE',
      `/api/customer/vehicle/${vehicleId}`,
    );
    expect(deleted.statusCode, deleted.body.message).toBe(200);
    expect((await vehicleRow(vehicleId))?.isDeleted).toBe(true);
    const rows = await t.db.select().from(payments).where(eq(payments.vehicleId, vehicleId));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('a debit still inside its settle time keeps the vehicle busy: a second payment is refused', async () => {
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    setAppProvider(t.app, new SandboxProvider({ settleDelayMs: HOUR }));
    try {
      await call(t.app, customer.cookie, 'POST', '/api/bank/payment', bankPayload({ vehicleId }));
      const again = await call(
        t.app,
        customer.cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.body.message).toBe('A payment for this vehicle is already being processed');
    } finally {
      setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 }));
    }
  });

  it('a raised price shows with the date it applies from: subscription log, dashboard, vehicle', async () => {
    const { cookie, vehicleId, subscriptionId, endDate } = await subscribedByBank();
    const before = (await subscriptionRow(subscriptionId))?.amountCents ?? 0;
    const detail = (await call(t.app, cookie, 'GET', `/api/customer/vehicle/${vehicleId}`))
      .data as VehicleDetail;
    expect(detail.planRenewsOn).toBe(endDate.toISOString());
    const updated = await call(t.app, cookie, 'POST', '/api/customer/update', {
      id: vehicleId,
      make: detail.make,
      model: detail.model,
      year: detail.year,
      vehicleMasterId: detail.vehicleMasterId,
      registerationNumber: detail.registerationNumber,
      kmYearTravelled: detail.kmYearTravelled * 3,
      currentOdometer: detail.currentOdometer,
      whoIsUsing: detail.whoIsUsing,
      firstName: detail.firstName,
      lastName: detail.lastName,
      phoneNumber: detail.phoneNumber,
      emailAddress: detail.emailAddress,
      isVehicleUnderFinance: false,
      isVehicleInsurance: false,
    });
    expect(updated.statusCode, updated.body.message).toBe(200);
    const raised = (updated.data as { chargedAmount: number }).chargedAmount;
    expect(raised).toBeGreaterThan(toDollars(before));

    const [log] = (
      await call(t.app, cookie, 'POST', '/api/customer/subscription/logs', { offset: 0, next: 7 })
    ).data as SubscriptionLog[];
    expect(log).toMatchObject({
      amount: toDollars(before),
      nextAmount: raised,
      nextAmountFrom: endDate.toISOString(),
    });
    const dashboard = (await call(t.app, cookie, 'GET', '/api/customer/dashboard'))
      .data as Dashboard;
    expect(dashboard.nextCharge).toMatchObject({ date: endDate.toISOString(), amount: raised });
  });
});
