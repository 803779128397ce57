import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config';
import { ProviderError } from '../../server/domain/payments/provider';
import { SandboxProvider } from '../../server/domain/payments/sandbox';
import {
  createProvider,
  SANDBOX_IN_PRODUCTION,
} from '../../server/domain/payments/select-provider';
import { StripeProvider } from '../../server/domain/payments/stripe';
import { startStripeStandIn, type StripeStandIn } from '../server/stripe-stand-in';

const charge = (
  paymentMethodId: string,
  kind: 'card' | 'bank',
  key: string = crypto.randomUUID(),
) => ({
  customerRef: 'cus_1',
  amountCents: 10_200,
  paymentMethodId,
  idempotencyKey: key,
  kind,
  description: 'test',
  reference: crypto.randomUUID(),
});

describe('provider selection', () => {
  it('uses the sandbox without keys and Stripe with both keys', () => {
    expect(createProvider(testConfig()).name).toBe('sandbox');
    const stripe = createProvider(
      testConfig({ stripeSecretKey: 'sk_test_x', stripePublishableKey: 'pk_test_x' }),
    );
    expect(stripe.name).toBe('stripe');
    expect(stripe.publishableKey).toBe('pk_test_x');
    expect(createProvider(testConfig({ stripeSecretKey: 'sk_test_x' })).name).toBe('sandbox');
  });

  it('refuses the sandbox in production', () => {
    expect(() => createProvider(testConfig({ nodeEnv: 'production' }))).toThrow(
      SANDBOX_IN_PRODUCTION,
    );
  });
});

describe('sandbox provider', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const sandbox = new SandboxProvider({ settleDelayMs: 5000, now: () => now });

  it('saves the test card and reports its last 4', async () => {
    const saved = await sandbox.saveCard({
      customerRef: 'cus_1',
      paymentMethodId: 'pm_card_visa',
      expMonth: 4,
      expYear: 2031,
    });
    expect(saved).toEqual({
      providerId: 'pm_card_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2031,
    });
  });

  it('refuses anything that is not one of its test ids, with a 400', async () => {
    for (const id of ['pm_1RealLooking', 'pm_card_mastercard']) {
      const error = await sandbox
        .saveCard({ customerRef: 'c', paymentMethodId: id, expMonth: 1, expYear: 2031 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).statusCode).toBe(400);
    }
    await expect(sandbox.charge(charge('pm_auBecsDebit_success', 'card'))).rejects.toThrow(
      'not a card',
    );
  });

  it('charges cards at once: success and the two documented declines', async () => {
    expect((await sandbox.charge(charge('pm_card_visa', 'card'))).status).toBe('succeeded');
    expect(await sandbox.charge(charge('pm_card_chargeDeclined', 'card'))).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(
      await sandbox.charge(charge('pm_card_chargeDeclinedInsufficientFunds', 'card')),
    ).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });
  });

  it('answers the same intent for the same idempotency key', async () => {
    const a = await sandbox.charge(charge('pm_card_visa', 'card', 'k1'));
    const b = await sandbox.charge(charge('pm_card_visa', 'card', 'k1'));
    const c = await sandbox.charge(charge('pm_card_visa', 'card', 'k2'));
    expect(a.providerRef).toBe(b.providerRef);
    expect(a.providerRef).not.toBe(c.providerRef);
  });

  it('debits BECS as processing, settling by its clock to the documented outcome', async () => {
    const outcomes: Record<string, string> = {
      pm_auBecsDebit_success: '',
      pm_auBecsDebit_accountClosed: 'The bank account has been closed.',
      pm_auBecsDebit_debitNotAuthorized:
        'The customer has notified their bank that this payment was unauthorised.',
    };
    for (const [pm, failure] of Object.entries(outcomes)) {
      const first = await sandbox.charge(charge(pm, 'bank'));
      expect(first.status).toBe('processing');
      expect(first.settlesOn?.getTime()).toBe(now.getTime() + 5000);
      const settled = sandbox.settleByClock({
        paymentMethodId: pm,
        providerRef: first.providerRef,
      });
      expect(settled?.status).toBe(failure ? 'failed' : 'succeeded');
      expect(settled?.failureMessage).toBe(failure);
    }
  });
});

describe('stripe provider against a loopback stand-in', () => {
  let standIn: StripeStandIn;
  let stripe: StripeProvider;
  const webhookSecret = 'whsec_test_secret';

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripe = new StripeProvider({
      secretKey: 'sk_test_standin',
      publishableKey: 'pk_test_standin',
      webhookSecret,
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => standIn.close());

  it('creates the Stripe customer once per customer', async () => {
    const ref = await stripe.ensureCustomer({ id: 'c1', email: 'a@b.co', name: 'A B' }, null);
    expect(ref).toMatch(/^cus_/);
    expect(await stripe.ensureCustomer({ id: 'c1', email: 'a@b.co', name: 'A B' }, ref)).toBe(ref);
    const created = standIn.requests.filter((r) => r.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]?.idempotencyKey).toBe('customer-c1');
  });

  it('saves a card through a confirmed off-session SetupIntent', async () => {
    const saved = await stripe.saveCard({
      customerRef: 'cus_1',
      paymentMethodId: 'pm_card_visa',
      expMonth: 1,
      expYear: 2030,
    });
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    const sent = standIn.requests.at(-1);
    expect(sent?.params).toMatchObject({
      customer: 'cus_1',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
  });

  it('saves a BECS account with the mandate acceptance', async () => {
    const saved = await stripe.saveBank({
      customerRef: 'cus_1',
      paymentMethodId: 'pm_auBecsDebit_success',
      holderName: 'Jo',
      email: 'jo@example.com',
      mandate: { ipAddress: '127.0.0.1', userAgent: 'test-agent' },
    });
    expect(saved).toEqual({ providerId: 'pm_auBecsDebit_success', last4: '3456', bsb: '000000' });
    expect(standIn.requests.at(-1)?.params).toMatchObject({
      'allowed_payment_method_types[0]': 'au_becs_debit',
      'mandate_data[customer_acceptance][type]': 'online',
      'mandate_data[customer_acceptance][online][user_agent]': 'test-agent',
    });
  });

  it('turns an unknown payment method into a 400 refusal', async () => {
    await expect(
      stripe.saveCard({
        customerRef: 'cus_1',
        paymentMethodId: 'pm_nope',
        expMonth: 1,
        expYear: 2030,
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('charges with the idempotency key and reads declines as failures', async () => {
    const ok = await stripe.charge(charge('pm_card_visa', 'card', 'payment:abc'));
    expect(ok.status).toBe('succeeded');
    const sent = standIn.requests.at(-1);
    expect(sent?.idempotencyKey).toBe('payment:abc');
    expect(sent?.params).toMatchObject({ amount: '10200', currency: 'aud', off_session: 'true' });

    const again = await stripe.charge(charge('pm_card_visa', 'card', 'payment:abc'));
    expect(again.providerRef).toBe(ok.providerRef);

    const declined = await stripe.charge(charge('pm_card_chargeDeclined', 'card'));
    expect(declined).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(declined.providerRef).toMatch(/^pi_/);

    const becs = await stripe.charge(charge('pm_auBecsDebit_success', 'bank'));
    expect(becs.status).toBe('processing');
    expect(stripe.settleByClock()).toBeNull();
  });

  it('refunds a charge once per idempotency key', async () => {
    const paid = await stripe.charge(charge('pm_card_visa', 'card', 'payment:refund-me'));
    const request = {
      providerRef: paid.providerRef,
      amountCents: 10200,
      idempotencyKey: 'refund:1',
    };
    const refund = await stripe.refund(request);
    expect(refund).toMatch(/^re_/);
    expect(await stripe.refund(request)).toBe(refund);
    const sent = standIn.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(sent?.idempotencyKey).toBe('refund:1');
    expect(sent?.params).toMatchObject({ payment_intent: paid.providerRef, amount: '10200' });
  });

  it('reports an unreachable API as a 502 without internals', async () => {
    const offline = new StripeProvider({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      host: '127.0.0.1',
      port: 1,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(offline.charge(charge('pm_card_visa', 'card'))).rejects.toMatchObject({
      statusCode: 502,
      message: 'The payment provider could not be reached. Please try again.',
    });
  });

  it('verifies webhook signatures and reads payment intent events', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_9',
          object: 'payment_intent',
          status: 'requires_payment_method',
          metadata: { cargoPaymentId: 'p-1' },
          last_payment_error: { message: 'The bank account has been closed.' },
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(stripe.parseWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.payment_failed',
      kind: 'charge',
      providerRef: 'pi_9',
      paymentId: 'p-1',
      result: {
        status: 'failed',
        providerRef: 'pi_9',
        failureMessage: 'The bank account has been closed.',
      },
    });

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.parseWebhook(payload, forged)).toThrow('Invalid webhook signature.');
    expect(() => stripe.parseWebhook(payload, undefined)).toThrow('Missing webhook signature.');
  });
});
