import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDollars } from '../../contract/common';
import type { PaymentLog, PaymentResult } from '../../contract/payments/answers';
import type { SavedCard } from '../../contract/payments/cards';
import type { PaymentIntentResponse } from '../../contract/payments/quotes';
import { refundInFlightText } from '../../contract/refund-in-flight';
import type { SubscriptionLog } from '../../contract/subscriptions';
import { payments, refunds, subscriptions } from '../../server/db/schema';
import { paymentContext, setAppProvider } from '../../server/domain/payments/select-provider';
import { StripeProvider } from '../../server/domain/payments/stripe';
import { renewDue } from '../../server/domain/subscriptions/renew';
import { runJobs } from '../../server/jobs/list';
import { backends, signUp, startApp, type TestApp } from './harness';
import { addVehicle, bankPayload, call, cardPayload, totalBillCents } from './payments-fixtures';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_standin_secret';
const STRIPE_CONFIG = {
  stripeSecretKey: 'sk_test_standin',
  stripePublishableKey: 'pk_test_standin',
  stripeWebhookSecret: WEBHOOK_SECRET,
};

describe.each(backends)('payments through Stripe (loopback stand-in) on %s', (backend) => {
  let t: TestApp;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await startApp(backend, STRIPE_CONFIG);
    setAppProvider(
      t.app,
      new StripeProvider({
        secretKey: STRIPE_CONFIG.stripeSecretKey,
        publishableKey: STRIPE_CONFIG.stripePublishableKey,
        webhookSecret: WEBHOOK_SECRET,
        host: standIn.host,
        port: standIn.port,
        protocol: 'http',
        maxNetworkRetries: 0,
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const deliver = async (
    type: string,
    intent: Record<string, unknown>,
    options: { id?: string; secret?: string } = {},
  ) => {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${crypto.randomUUID()}`,
      object: 'event',
      type,
      data: { object: { object: 'payment_intent', ...intent } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const paymentLogs = async (cookie: string) =>
    (await call(t.app, cookie, 'POST', '/api/customer/payments/logs', { offset: 0, next: 7 }))
      .data as PaymentLog[];
  const subscriptionLogs = async (cookie: string) =>
    (await call(t.app, cookie, 'POST', '/api/customer/subscription/logs', { offset: 0, next: 7 }))
      .data as SubscriptionLog[];

  it('names Stripe as the live provider with its publishable key', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, cookie, 'GET', '/api/stripe/token/key');
    expect(res.data).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_standin' });
  });

  it('saves a card by SetupIntent on one Stripe customer, and detaches it on delete', async () => {
    const { cookie, user } = await signUp(t.app);
    const saved = await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload());
    expect(saved.statusCode).toBe(200);
    // Stripe's own expiry wins over what the form sent.
    expect(saved.data).toMatchObject({
      cardNumber: '4242',
      cardExpiryMonth: 12,
      cardExpiryYear: 2034,
    });
    await call(t.app, cookie, 'POST', '/api/customer/card', cardPayload());
    const customersMade = standIn.requests.filter(
      (r) => r.path === '/v1/customers' && r.params['metadata[cargoCustomerId]'] === user.id,
    );
    expect(customersMade).toHaveLength(1);
    const setup = standIn.requests.filter((r) => r.path === '/v1/setup_intents').at(-1);
    expect(setup?.params).toMatchObject({ usage: 'off_session', confirm: 'true' });

    const removed = await call(
      t.app,
      cookie,
      'DELETE',
      `/api/customer/card/${(saved.data as SavedCard).id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.path).toBe('/v1/payment_methods/pm_card_visa/detach');
  });

  it('charges a card once, keyed by the payment, surcharge included', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const base = await totalBillCents(t.db, user.id, vehicleId);
    const total = base + Math.round(base * 0.02);
    const paid = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(paid.statusCode).toBe(200);
    const result = paid.data as PaymentResult;
    expect(result.amount).toBe(toDollars(total));
    const charge = standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(charge?.idempotencyKey).toBe(`payment:${result.paymentId}`);
    expect(charge?.params).toMatchObject({
      amount: String(total),
      currency: 'aud',
      confirm: 'true',
      off_session: 'true',
      'metadata[cargoPaymentId]': result.paymentId,
    });
    expect((await subscriptionLogs(cookie))[0]?.status).toBe(2);
  });

  it('quotes the payment page without a PaymentIntent; only the charge creates one', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const intentsSince = (from: number) =>
      standIn.requests
        .slice(from)
        .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

    const beforeQuote = standIn.requests.length;
    const quote = await call(t.app, cookie, 'POST', '/api/create/payment/intent', {
      vehicleId,
      method: 'card',
    });
    expect(quote.statusCode).toBe(200);
    const quoted = quote.data as PaymentIntentResponse;
    expect(quoted.provider).toBe('stripe');
    // Opening the page again answers the same quote, and still asks Stripe for nothing.
    const again = await call(t.app, cookie, 'POST', '/api/create/payment/intent', {
      vehicleId,
      method: 'card',
    });
    expect((again.data as PaymentIntentResponse).id).toBe(quoted.id);
    expect(intentsSince(beforeQuote)).toHaveLength(0);

    const beforeCharge = standIn.requests.length;
    const paid = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId }),
    );
    expect(paid.statusCode).toBe(200);
    const result = paid.data as PaymentResult;
    expect(result.amount).toBe(quoted.amount);
    const charges = intentsSince(beforeCharge);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.params['metadata[cargoPaymentId]']).toBe(result.paymentId);
  });

  it('turns a Stripe decline into a FAILURE payment and a 422', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const res = await call(
      t.app,
      cookie,
      'POST',
      '/api/customer/card/payment',
      cardPayload({ vehicleId, paymentMethodId: 'pm_card_chargeDeclined' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Your card was declined.');
    expect((await paymentLogs(cookie))[0]).toMatchObject({ status: 'failed' });
    expect((await subscriptionLogs(cookie))[0]?.status).toBe(0);
  });

  it('a BECS debit settles by webhook, each event applied once', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const paid = await call(t.app, cookie, 'POST', '/api/bank/payment', bankPayload({ vehicleId }));
    expect(paid.statusCode).toBe(200);
    const { paymentId } = paid.data as PaymentResult;
    const setup = standIn.requests.filter((r) => r.path === '/v1/setup_intents').at(-1);
    expect(setup?.params['mandate_data[customer_acceptance][type]']).toBe('online');
    const [processing] = await paymentLogs(cookie);
    expect(processing?.status).toBe('processing');
    const debit = standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(debit?.params).toMatchObject({ 'allowed_payment_method_types[0]': 'au_becs_debit' });

    const eventId = `evt_${crypto.randomUUID()}`;
    const intent = {
      id: 'pi_unrelated',
      status: 'succeeded',
      metadata: { cargoPaymentId: paymentId },
    };
    const first = await deliver('payment_intent.succeeded', intent, { id: eventId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: true,
      message: 'Received',
      data: { outcome: 'applied' },
    });
    const again = await deliver('payment_intent.succeeded', intent, { id: eventId });
    expect(again.json().data).toEqual({ outcome: 'duplicate' });

    expect((await paymentLogs(cookie))[0]?.status).toBe('succeeded');
    expect((await subscriptionLogs(cookie))[0]).toMatchObject({ status: 2, isSubscribed: true });

    // A late failure for a settled payment changes nothing.
    const late = await deliver('payment_intent.payment_failed', {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: { message: 'The bank account has been closed.' },
    });
    expect(late.json().data).toEqual({ outcome: 'stale' });
    expect((await paymentLogs(cookie))[0]?.status).toBe('succeeded');
  });

  it('a bounced BECS debit fails with the bank’s reason', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const paid = await call(
      t.app,
      cookie,
      'POST',
      '/api/bank/payment',
      bankPayload({
        vehicleId,
        paymentMethodId: 'pm_auBecsDebit_accountClosed',
        accountNumber: '1113',
      }),
    );
    const { paymentId } = paid.data as PaymentResult;
    await deliver('payment_intent.payment_failed', {
      id: 'pi_x',
      status: 'requires_payment_method',
      metadata: { cargoPaymentId: paymentId },
      last_payment_error: { message: 'The bank account has been closed.' },
    });
    expect((await paymentLogs(cookie))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'The bank account has been closed.',
    });
    expect((await subscriptionLogs(cookie))[0]?.lastFailure).toBe(
      'The bank account has been closed.',
    );
  });

  it('cancels while a renewal BECS debit is processing; its success is refunded through the refunds API, once', async () => {
    const { cookie, user } = await signUp(t.app);
    const vehicleId = await addVehicle(t.db, user.id);
    const paid = await call(t.app, cookie, 'POST', '/api/bank/payment', bankPayload({ vehicleId }));
    const { paymentId, subscriptionId } = paid.data as PaymentResult;
    await deliver('payment_intent.succeeded', {
      id: 'pi_first',
      status: 'succeeded',
      metadata: { cargoPaymentId: paymentId },
    });
    // The period ends; the renewal debit goes to Stripe and is processing.
    const ended = new Date(Date.now() - 60_000);
    await t.db
      .update(subscriptions)
      .set({ endDate: ended })
      .where(eq(subscriptions.id, subscriptionId));
    await renewDue(paymentContext(t.app));
    const [renewal] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.periodStart, ended)));
    expect(renewal?.status).toBe('processing');
    if (!renewal) throw new Error('no renewal');

    const cancelled = await call(
      t.app,
      cookie,
      'DELETE',
      `/api/customer/subscription/log/${subscriptionId}`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.message).toContain(refundInFlightText(renewal.amountCents, 'plan'));

    const settled = {
      id: renewal.providerRef,
      status: 'succeeded',
      metadata: { cargoPaymentId: renewal.id },
    };
    expect((await deliver('payment_intent.succeeded', settled)).json().data).toEqual({
      outcome: 'applied',
    });
    await runJobs(t.app);
    const refundCalls = () => standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0]).toMatchObject({
      method: 'POST',
      params: { payment_intent: renewal.providerRef, amount: String(renewal.amountCents) },
      idempotencyKey: `refund:${renewal.id}`,
    });
    const [owed] = await t.db.select().from(refunds).where(eq(refunds.paymentId, renewal.id));
    expect(owed).toMatchObject({ status: 'refunded', amountCents: renewal.amountCents });
    expect(owed?.providerRef).toMatch(/^re_/);
    // A second delivery of the news and another jobs pass pay nothing back again.
    expect((await deliver('payment_intent.succeeded', settled)).json().data).toEqual({
      outcome: 'stale',
    });
    await runJobs(t.app);
    expect(refundCalls()).toHaveLength(1);
    expect((await subscriptionLogs(cookie))[0]).toMatchObject({ status: 3, isSubscribed: false });
  });

  it('refuses unsigned or forged webhooks, and ignores events it does not use', async () => {
    const forged = await deliver(
      'payment_intent.succeeded',
      { id: 'pi_1' },
      { secret: 'whsec_wrong' },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ status: false, message: 'Invalid webhook signature.' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_1"}',
    });
    expect(unsigned.statusCode).toBe(400);
    const other = await deliver('customer.created', { id: 'cus_1' });
    expect(other.json().data).toEqual({ outcome: 'ignored' });
  });
});

describe.each(backends)('the Stripe webhook in sandbox mode on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
