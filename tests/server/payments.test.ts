import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDollars } from '../../contract/common';
import type { PaymentLog, PaymentResult } from '../../contract/payments/answers';
import type { SavedCard } from '../../contract/payments/cards';
import type { PaymentIntentResponse } from '../../contract/payments/quotes';
import type { SubscriptionLog } from '../../contract/subscriptions';
import { payments, subscriptions, vehicles } from '../../server/db/schema';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import { setAppProvider } from '../../server/domain/payments/select-provider';
import { settleDue } from '../../server/domain/payments/settle-due';
import { backends, signUp, type TestApp } from './harness';
import {
  addVehicle,
  bankPayload,
  call,
  cardPayload,
  startPaymentsApp,
  storedCardNumbers,
  totalBillCents,
} from './payments-fixtures';

describe.each(backends)('paying for a vehicle on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(backend, { settleDelayMs: 0 });
  });
  afterAll(async () => t.close());

  const customerWithVehicle = async () => {
    const customer = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, customer.user.id);
    const base = await totalBillCents(t.db, customer.user.id, vehicleId);
    return { ...customer, vehicleId, base };
  };
  const paymentLogs = async (cookie: string) =>
    (await call(t.app, cookie, 'POST', '/api/customer/payments/logs', { offset: 0, next: 7 }))
      .data as PaymentLog[];
  const subscriptionLogs = async (cookie: string) =>
    (await call(t.app, cookie, 'POST', '/api/customer/subscription/logs', { offset: 0, next: 7 }))
      .data as SubscriptionLog[];
  const vehicleRow = async (id: string) =>
    (await t.db.select().from(vehicles).where(eq(vehicles.id, id)))[0];

  it('a card payment charges totalBill × 1.02 with the surcharge as its own line, and subscribes', async () => {
    const { cookie, vehicleId, base } = await customerWithVehicle();
    expect(base).toBeGreaterThan(0);
    const surcharge = Math.round(base * 0.02);
    const paid = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.body.message).toBe('Payment has been made successfully.');
    const result = paid.data as PaymentResult;
    expect(result).toMatchObject({
      status: 'succeeded',
      baseAmount: toDollars(base),
      surcharge: toDollars(surcharge),
      amount: toDollars(base + surcharge),
      invoiceUrl: `/portal/payment/${result.paymentId}/receipt`,
    });
    // The plan charges again a month on; the success sheet says when.
    const nextCharge = new Date(result.nextChargeOn ?? '');
    const inAMonth = new Date();
    inAMonth.setMonth(inAMonth.getMonth() + 1);
    expect(Math.abs(nextCharge.getTime() - inAMonth.getTime())).toBeLessThan(3 * 86_400_000);

    const [log] = await paymentLogs(cookie);
    expect(log).toMatchObject({
      id: result.paymentId,
      vehicleId,
      amount: toDollars(base + surcharge),
      baseAmount: toDollars(base),
      surcharge: toDollars(surcharge),
      status: 'succeeded',
      method: 'card',
      last4: '4242',
      failureMessage: '',
      totalCount: 1,
      invoiceUrl: `/portal/payment/${result.paymentId}/receipt`,
    });
    expect(log?.vehicleMasterDetails.name).toBeTruthy();
    expect(log?.invoiceNumber).toMatch(/^CG-\d{2}[A-Z]{3}\d{4}-[0-9A-F]{8}$/);

    const [subscription] = await subscriptionLogs(cookie);
    expect(subscription).toMatchObject({
      id: result.subscriptionId,
      vehicleId,
      isSubscribed: true,
      status: 2,
      amount: toDollars(base),
      lastFailure: '',
    });
    const start = new Date(subscription?.subscriptionStartDate ?? '');
    const end = new Date(subscription?.subscriptionEndDate ?? '');
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);

    const vehicle = await vehicleRow(vehicleId);
    expect(vehicle?.subscribeStatus).toBe(2);
    expect(vehicle?.chargedAmountCents).toBe(base);

    const again = await call(t.app, cookie, 'POST', '/api/customer/card/pay', {
      vehicleId,
      id: ((await call(t.app, cookie, 'POST', '/api/customer/cards')).data as SavedCard[])[0]?.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('This vehicle is already subscribed');
    expect(await paymentLogs(cookie)).toHaveLength(1);
  });

  it('pays with a saved card', async () => {
    const { cookie, vehicleId, base } = await customerWithVehicle();
    const saved = await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload());
    const paid = await call(t.app, cookie, 'POST', '/api/customer/card/pay', {
      vehicleId,
      id: (saved.data as SavedCard).id,
    });
    expect(paid.statusCode).toBe(200);
    expect((paid.data as PaymentResult).amount).toBe(toDollars(base + Math.round(base * 0.02)));
    expect((await subscriptionLogs(cookie))[0]?.status).toBe(2);
  });

  it('a declined card logs a FAILURE payment and subscribes nothing; a retry can succeed', async () => {
    const { cookie, vehicleId, base } = await customerWithVehicle();
    const declined = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId, paymentMethodId: 'pm_card_chargeDeclined', cardNumber: '0002' }),
    );
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toEqual({ status: false, message: 'Your card was declined.' });

    const [failure] = await paymentLogs(cookie);
    expect(failure).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      amount: toDollars(base + Math.round(base * 0.02)),
      last4: '0002',
    });
    const [pending] = await subscriptionLogs(cookie);
    expect(pending).toMatchObject({
      isSubscribed: false,
      status: 0,
      subscriptionStartDate: null,
      lastFailure: 'Your card was declined.',
    });
    expect((await vehicleRow(vehicleId))?.subscribeStatus).toBe(0);
    expect((await vehicleRow(vehicleId))?.chargedAmountCents).toBe(0);

    // 'Save card for future use?' was ticked, but a card whose first payment was declined is
    // not kept: it would become the default a renewal charges.
    const cards = (await call(t.app, cookie, 'POST', '/api/customer/cards')).data as SavedCard[];
    expect(cards).toEqual([]);
    const insufficient = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId, paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }),
    );
    expect(insufficient.statusCode).toBe(422);
    expect(insufficient.body.message).toBe('Your card has insufficient funds.');

    const retry = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(retry.statusCode).toBe(200);
    const subs = await subscriptionLogs(cookie);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 2, isSubscribed: true, lastFailure: '' });
    const logs = await paymentLogs(cookie);
    expect(logs.map((l) => l.status)).toEqual(['succeeded', 'failed', 'failed']);
    const kept = (await call(t.app, cookie, 'POST', '/api/customer/cards')).data as SavedCard[];
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ cardNumber: '4242', isCardDefault: true });
  });

  it('a declined card saved while paying never takes the default from the card that paid', async () => {
    const { cookie, user } = await customerWithVehicle();
    const first = await addVehicle(t.db, user.id);
    const paid = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId: first }),
    );
    expect(paid.statusCode).toBe(200);
    const second = await addVehicle(t.db, user.id);
    const declined = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({
        vehicleId: second,
        paymentMethodId: 'pm_card_chargeDeclined',
        cardNumber: '0002',
        isDefault: true,
      }),
    );
    expect(declined.statusCode).toBe(422);
    const cards = (await call(t.app, cookie, 'POST', '/api/customer/cards')).data as SavedCard[];
    expect(cards.map((c) => [c.cardNumber, c.isCardDefault])).toEqual([['4242', true]]);
  });

  it('a card not saved for future use pays but is not listed', async () => {
    const { cookie, vehicleId } = await customerWithVehicle();
    const paid = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId, isCardSave: false }),
    );
    expect(paid.statusCode).toBe(200);
    expect((await call(t.app, cookie, 'POST', '/api/customer/cards')).data).toEqual([]);
    expect((await paymentLogs(cookie))[0]?.last4).toBe('4242');
  });

  it('a direct debit charges totalBill with no surcharge, processing until it settles', async () => {
    const { cookie, vehicleId, base, user } = await customerWithVehicle();
    const slow = new SandboxProvider({ settleDelayMs: 60 * 60 * 1000 });
    setAppProvider(t.app, slow);
    try {
      const paid = await call(
        t.app,
        cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId }),
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.body.message).toMatch(/direct debit has been submitted/);
      expect(paid.data).toMatchObject({
        status: 'processing',
        amount: toDollars(base),
        baseAmount: toDollars(base),
        surcharge: 0,
      });
      const [processing] = await paymentLogs(cookie);
      expect(processing).toMatchObject({ status: 'processing', method: 'bank', last4: '3456' });
      expect((await subscriptionLogs(cookie))[0]?.status).toBe(0);
      expect((await vehicleRow(vehicleId))?.subscribeStatus).toBe(0);

      const inFlight = await call(
        t.app,
        cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId }),
      );
      expect(inFlight.statusCode).toBe(409);
      expect(inFlight.body.message).toBe('A payment for this vehicle is already being processed');

      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      expect(await settleDue(t.db, slow, { customerId: user.id, now: later })).toBe(1);
    } finally {
      setAppProvider(t.app, new SandboxProvider({ settleDelayMs: 0 }));
    }
    const [settled] = await paymentLogs(cookie);
    expect(settled).toMatchObject({ status: 'succeeded', amount: toDollars(base), surcharge: 0 });
    expect((await subscriptionLogs(cookie))[0]).toMatchObject({ status: 2, isSubscribed: true });
    expect((await vehicleRow(vehicleId))?.subscribeStatus).toBe(2);
    const banks = (await call(t.app, cookie, 'POST', '/api/user/banks')).data as unknown[];
    expect(banks).toHaveLength(1);
  });

  it('direct debits that bounce settle as failures with the bank’s reason', async () => {
    const cases = [
      ['pm_auBecsDebit_accountClosed', '1113', 'The bank account has been closed.'],
      [
        'pm_auBecsDebit_debitNotAuthorized',
        '3335',
        'The customer has notified their bank that this payment was unauthorised.',
      ],
    ] as const;
    for (const [paymentMethodId, last4, reason] of cases) {
      const { cookie, vehicleId } = await customerWithVehicle();
      const paid = await call(
        t.app,
        cookie,
        'POST',
        '/api/bank/payment',
        bankPayload({ vehicleId, paymentMethodId, accountNumber: last4 }),
      );
      expect(paid.statusCode).toBe(200);
      expect((paid.data as PaymentResult).status).toBe('processing');
      // settleDelayMs is 0 here, so the next jobs pass settles it.
      await t.app.jobs.runOnce();
      const [log] = await paymentLogs(cookie);
      expect(log).toMatchObject({ status: 'failed', failureMessage: reason, last4 });
      expect((await subscriptionLogs(cookie))[0]).toMatchObject({ status: 0, lastFailure: reason });
      expect((await vehicleRow(vehicleId))?.subscribeStatus).toBe(0);
    }
  });

  it("answers 404 for another customer's vehicle or card, and charges nothing", async () => {
    const owner = await customerWithVehicle();
    const other = await signUp(t.app);
    const ownerCard = (await call(t.app, owner.cookie, 'POST', '/api/customer/card', cardPayload()))
      .data as SavedCard;
    const otherCard = (await call(t.app, other.cookie, 'POST', '/api/customer/card', cardPayload()))
      .data as SavedCard;

    const attempts = [
      ['/api/customer/card/payment', cardPayload({ vehicleId: owner.vehicleId })],
      ['/api/customer/card/pay', { vehicleId: owner.vehicleId, id: otherCard.id }],
      ['/api/bank/payment', bankPayload({ vehicleId: owner.vehicleId })],
      ['/api/create/payment/intent', { vehicleId: owner.vehicleId, method: 'card' }],
    ] as const;
    for (const [url, body] of attempts) {
      const res = await call(t.app, other.cookie, 'POST', url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'Vehicle not found' });
    }
    const otherVehicle = await addVehicle(t.db, other.user.id);
    const stolenCard = await call(t.app, other.cookie, 'POST', '/api/customer/card/pay', {
      vehicleId: otherVehicle,
      id: ownerCard.id,
    });
    expect(stolenCard.statusCode).toBe(404);
    expect(stolenCard.body.message).toBe('Card not found');
    expect(
      await t.db.select().from(payments).where(eq(payments.vehicleId, owner.vehicleId)),
    ).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.vehicleId, otherVehicle))).toEqual(
      [],
    );
  });

  it('tells the browser which provider is live, its key, the surcharge and support email', async () => {
    const { cookie } = await signUp(t.app);
    for (const provider of ['stripe', 'sandbox']) {
      const res = await call(t.app, cookie, 'GET', `/api/${provider}/token/key`);
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({
        provider: 'sandbox',
        publishableKey: '',
        surchargeRate: 0.02,
        supportEmail: 'support@cargo.test',
      });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/sandbox/token/key' });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(t.app, cookie, 'GET', '/api/paypal/token/key')).statusCode).toBe(400);
  });

  it('creates a payment intent with both totals, the same one for the same amount', async () => {
    const { cookie, vehicleId, base } = await customerWithVehicle();
    const card = await call(t.app, cookie, 'POST', '/api/create/payment/intent', { vehicleId });
    expect(card.statusCode).toBe(200);
    const intent = card.data as PaymentIntentResponse;
    expect(intent).toMatchObject({
      provider: 'sandbox',
      method: 'card',
      currency: 'aud',
      clientSecret: '',
      baseAmount: toDollars(base),
      surcharge: toDollars(Math.round(base * 0.02)),
      amount: toDollars(base + Math.round(base * 0.02)),
    });
    const again = await call(t.app, cookie, 'POST', '/api/create/payment/intent', { vehicleId });
    expect((again.data as PaymentIntentResponse).id).toBe(intent.id);
    const bank = await call(t.app, cookie, 'POST', '/api/create/payment/intent', {
      vehicleId,
      method: 'bank',
    });
    expect(bank.data).toMatchObject({ method: 'bank', amount: toDollars(base), surcharge: 0 });
    expect(
      (await t.db.select().from(subscriptions).where(eq(subscriptions.vehicleId, vehicleId)))
        .length,
    ).toBe(0);
  });

  it('stored nothing that looks like a full card number', async () => {
    expect(await storedCardNumbers(t.db)).toEqual([]);
  });
});
