import Stripe from 'stripe';
import type { PaymentMethodKind } from '../../../contract/payments/methods';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  ProviderCustomer,
  ProviderEvent,
  RefundRequest,
  SaveBankInput,
  SaveCardInput,
  SavedBankDetails,
  SavedCardDetails,
} from './provider';
import { ProviderError } from './provider';

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string | undefined;
  /** Another API endpoint (tests point the SDK at a loopback stand-in). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
};

const UNREACHABLE = 'The payment provider could not be reached. Please try again.';
const NEEDS_AUTHENTICATION =
  'Your bank asked for extra authentication, which this portal cannot complete. Please use another card.';

const methodTypes = (kind: PaymentMethodKind): ('card' | 'au_becs_debit')[] =>
  kind === 'card' ? ['card'] : ['au_becs_debit'];

/** Turns the SDK's errors into refusals a customer can read; the rest are provider outages. */
function refusal(error: unknown): ProviderError {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new ProviderError(422, error.message, error.code ?? 'card_error');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new ProviderError(400, error.message, error.code ?? 'invalid_request');
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new ProviderError(409, 'This payment was already attempted with different details.');
  }
  return new ProviderError(502, UNREACHABLE, 'provider_unavailable');
}

function paymentMethodOf(intent: Stripe.SetupIntent): Stripe.PaymentMethod {
  const pm = intent.payment_method;
  if (!pm || typeof pm === 'string') throw new ProviderError(502, UNREACHABLE);
  return pm;
}

function intentResult(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: intent.id, failureMessage: '' };
    case 'processing':
      return { status: 'processing', providerRef: intent.id, failureMessage: '' };
    case 'requires_action':
      return { status: 'failed', providerRef: intent.id, failureMessage: NEEDS_AUTHENTICATION };
    case 'canceled':
      return {
        status: 'failed',
        providerRef: intent.id,
        failureMessage: 'The payment was cancelled.',
      };
    default:
      return {
        status: 'failed',
        providerRef: intent.id,
        failureMessage: intent.last_payment_error?.message ?? 'Payment did not go through.',
      };
  }
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(options: StripeOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: 20_000,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  async ensureCustomer(customer: ProviderCustomer, existing: string | null): Promise<string> {
    if (existing) return existing;
    try {
      const created = await this.stripe.customers.create(
        { email: customer.email, name: customer.name, metadata: { cargoCustomerId: customer.id } },
        // Two first payments at once still make one Stripe customer.
        { idempotencyKey: `customer-${customer.id}` },
      );
      return created.id;
    } catch (error) {
      throw refusal(error);
    }
  }

  async saveCard(input: SaveCardInput): Promise<SavedCardDetails> {
    const intent = await this.confirmSetup({
      customer: input.customerRef,
      payment_method: input.paymentMethodId,
      allowed_payment_method_types: ['card'],
    });
    const card = paymentMethodOf(intent).card;
    if (!card) throw new ProviderError(400, 'That payment method is not a card.');
    return {
      providerId: input.paymentMethodId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
    };
  }

  async saveBank(input: SaveBankInput): Promise<SavedBankDetails> {
    const intent = await this.confirmSetup({
      customer: input.customerRef,
      payment_method: input.paymentMethodId,
      allowed_payment_method_types: ['au_becs_debit'],
      mandate_data: {
        customer_acceptance: {
          type: 'online',
          online: { ip_address: input.mandate.ipAddress, user_agent: input.mandate.userAgent },
        },
      },
    });
    const account = paymentMethodOf(intent).au_becs_debit;
    if (!account) throw new ProviderError(400, 'That payment method is not a bank account.');
    return {
      providerId: input.paymentMethodId,
      last4: account.last4 ?? '',
      bsb: account.bsb_number ?? '',
    };
  }

  private async confirmSetup(params: Stripe.SetupIntentCreateParams): Promise<Stripe.SetupIntent> {
    let intent: Stripe.SetupIntent;
    try {
      intent = await this.stripe.setupIntents.create({
        ...params,
        confirm: true,
        usage: 'off_session',
        expand: ['payment_method'],
      });
    } catch (error) {
      throw refusal(error);
    }
    // BECS mandates may still be pending ('processing'): the account is usable for debits.
    if (intent.status === 'succeeded' || intent.status === 'processing') return intent;
    if (intent.status === 'requires_action') throw new ProviderError(422, NEEDS_AUTHENTICATION);
    throw new ProviderError(
      422,
      intent.last_setup_error?.message ?? 'The payment method could not be saved.',
      intent.last_setup_error?.code ?? 'setup_failed',
    );
  }

  async removeMethod(paymentMethodId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (error) {
      // Already detached or unknown to Stripe: it can no longer be charged, which is the goal.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw refusal(error);
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'aud',
          customer: request.customerRef,
          payment_method: request.paymentMethodId,
          allowed_payment_method_types: methodTypes(request.kind),
          description: request.description,
          metadata: { cargoPaymentId: request.reference },
          confirm: true,
          off_session: true,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return intentResult(intent);
    } catch (error) {
      // A decline is an answer, not an outage: the intent exists and the customer is told why.
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'failed',
          providerRef: error.payment_intent?.id ?? '',
          failureMessage:
            error.code === 'authentication_required' ? NEEDS_AUTHENTICATION : error.message,
        };
      }
      throw refusal(error);
    }
  }

  async refund(request: RefundRequest): Promise<string> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.providerRef, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return refund.id;
    } catch (error) {
      throw refusal(error);
    }
  }

  parseWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent {
    if (!this.webhookSecret) throw new ProviderError(404, 'Webhooks are not configured.');
    if (!signature) throw new ProviderError(400, 'Missing webhook signature.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new ProviderError(400, 'Invalid webhook signature.');
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.processing':
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled': {
        const intent = event.data.object;
        const result = intentResult(intent);
        // A failed intent goes back to 'requires_payment_method' carrying the reason.
        return {
          id: event.id,
          type: event.type,
          kind: 'charge',
          providerRef: intent.id,
          paymentId: intent.metadata?.cargoPaymentId ?? null,
          result,
        };
      }
      default:
        return { id: event.id, type: event.type, kind: 'ignored' };
    }
  }

  settleByClock(): ChargeResult | null {
    // Stripe settles direct debits itself and says so by webhook.
    return null;
  }
}
