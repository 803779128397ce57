import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDollars } from '../../contract/common';
import type { Dashboard } from '../../contract/dashboard';
import { backends, signUp, type TestApp } from './harness';
import {
  addVehicle,
  call,
  cardPayload,
  startPaymentsApp,
  totalBillCents,
} from './payments-fixtures';

describe.each(backends)('dashboard account overview on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { settleDelayMs: 0 });
  });
  afterAll(async () => t.close());

  const overview = async (cookie: string) =>
    (await call(t.app, cookie, 'GET', '/api/customer/dashboard')).data as Dashboard;

  it('alerts on a pending plan, then on a declined payment with its reason, then clears', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const pending = await overview(cookie);
    expect(pending.alerts).toEqual([
      {
        vehicleId,
        vehicleName: expect.any(String),
        kind: 'pending',
        reason: 'The plan is waiting for its first payment.',
        canRetry: true,
      },
    ]);
    expect(pending.nextCharge).toBeNull();

    const declined = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId, cardNumber: '0002', paymentMethodId: 'pm_card_chargeDeclined' }),
    );
    expect(declined.statusCode).toBe(422);
    const failed = await overview(cookie);
    expect(failed.alerts).toHaveLength(1);
    expect(failed.alerts[0]).toMatchObject({ vehicleId, kind: 'failed', canRetry: true });
    expect(failed.alerts[0]?.reason).toBe(declined.body.message);

    const good = await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload());
    const retried = await call(t.app, cookie, 'POST', '/api/customer/payment/retry', {
      vehicleId,
      methodId: (good.data as { id: string }).id,
    });
    expect(retried.statusCode).toBe(200);
    const paid = await overview(cookie);
    expect(paid.alerts).toEqual([]);
  });

  it('names the next charge: date, amount with the card surcharge, vehicle and Visa •••• 4242', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const base = await totalBillCents(t.db, user.id, vehicleId);
    const before = Date.now();
    const paid = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(paid.statusCode).toBe(200);
    const { nextCharge, totalAmountofSubscription } = await overview(cookie);
    expect(totalAmountofSubscription).toBe(toDollars(base));
    expect(nextCharge).toMatchObject({
      amount: toDollars(base + Math.round(base * 0.02)),
      vehicleName: expect.any(String),
      method: { kind: 'card', last4: '4242' },
    });
    const days = (Date.parse(nextCharge?.date ?? '') - before) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("shows none of another customer's plans", async () => {
    const owner = await signUp(t.app);
    await addVehicle(t.db, owner.user.id);
    const other = await signUp(t.app);
    const seen = await overview(other.cookie);
    expect(seen.alerts).toEqual([]);
    expect(seen.nextCharge).toBeNull();
    expect(seen.claimCount).toBe(0);
  });
});
