import { createHash } from 'node:crypto';
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

/**
 * Stripe's published test payment methods (DESIGN §4) and what Stripe documents they do: cards
 * answer at once; AU BECS debits are 'processing' first and settle later.
 */
type TestCard = { kind: 'card'; brand: string; last4: string; failure: string };
type TestAccount = { kind: 'bank'; bsb: string; last4: string; failure: string };

export const SANDBOX_METHODS: Record<string, TestCard | TestAccount> = {
  pm_card_visa: { kind: 'card', brand: 'visa', last4: '4242', failure: '' },
  pm_card_chargeDeclined: {
    kind: 'card',
    brand: 'visa',
    last4: '0002',
    failure: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    kind: 'card',
    brand: 'visa',
    last4: '9995',
    failure: 'Your card has insufficient funds.',
  },
  pm_auBecsDebit_success: { kind: 'bank', bsb: '000000', last4: '3456', failure: '' },
  pm_auBecsDebit_accountClosed: {
    kind: 'bank',
    bsb: '000000',
    last4: '1113',
    failure: 'The bank account has been closed.',
  },
  pm_auBecsDebit_debitNotAuthorized: {
    kind: 'bank',
    bsb: '000000',
    last4: '3335',
    failure: 'The customer has notified their bank that this payment was unauthorised.',
  },
};

const UNKNOWN_METHOD =
  'The sandbox accepts only its test cards and bank accounts: no real money moves here.';

/** Long enough to see 'processing' in a demo, short enough for a browser test to wait for. */
export const DEFAULT_SETTLE_DELAY_MS = 4000;

// A stable reference per idempotency key: the same logical payment answers the same intent.
const refFor = (prefix: string, key: string) =>
  `${prefix}_sandbox_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

export type SandboxOptions = { settleDelayMs?: number; now?: () => Date };

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = '';
  private readonly settleDelayMs: number;
  private readonly now: () => Date;

  constructor(options: SandboxOptions = {}) {
    this.settleDelayMs = options.settleDelayMs ?? DEFAULT_SETTLE_DELAY_MS;
    this.now = options.now ?? (() => new Date());
  }

  private method(paymentMethodId: string, kind: 'card' | 'bank'): TestCard | TestAccount {
    const found = SANDBOX_METHODS[paymentMethodId];
    if (!found) throw new ProviderError(400, UNKNOWN_METHOD, 'sandbox_unknown_method');
    if (found.kind !== kind) {
      throw new ProviderError(
        400,
        kind === 'card'
          ? 'That payment method is not a card.'
          : 'That payment method is not a bank account.',
        'payment_method_invalid_type',
      );
    }
    return found;
  }

  async ensureCustomer(customer: ProviderCustomer, existing: string | null): Promise<string> {
    return existing ?? `cus_sandbox_${customer.id}`;
  }

  async saveCard(input: SaveCardInput): Promise<SavedCardDetails> {
    const card = this.method(input.paymentMethodId, 'card') as TestCard;
    // Test cards have no expiry of their own; the one the customer picked is kept.
    return {
      providerId: input.paymentMethodId,
      brand: card.brand,
      last4: card.last4,
      expMonth: input.expMonth,
      expYear: input.expYear,
    };
  }

  async saveBank(input: SaveBankInput): Promise<SavedBankDetails> {
    const account = this.method(input.paymentMethodId, 'bank') as TestAccount;
    return { providerId: input.paymentMethodId, last4: account.last4, bsb: account.bsb };
  }

  async removeMethod(): Promise<void> {
    // Nothing is attached anywhere: the sandbox keeps no state of its own.
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      throw new ProviderError(400, 'The amount must be a positive number of cents.');
    }
    const method = this.method(request.paymentMethodId, request.kind);
    const providerRef = refFor('pi', request.idempotencyKey);
    if (method.kind === 'bank') {
      return {
        status: 'processing',
        providerRef,
        failureMessage: '',
        settlesOn: new Date(this.now().getTime() + this.settleDelayMs),
      };
    }
    return method.failure
      ? { status: 'failed', providerRef, failureMessage: method.failure }
      : { status: 'succeeded', providerRef, failureMessage: '' };
  }

  async refund(request: RefundRequest): Promise<string> {
    if (!request.providerRef) throw new ProviderError(400, 'There is no charge to refund.');
    return refFor('re', request.idempotencyKey);
  }

  parseWebhook(): ProviderEvent {
    throw new ProviderError(404, 'The sandbox sends no webhooks.');
  }

  settleByClock(input: { paymentMethodId: string; providerRef: string }): ChargeResult | null {
    const method = SANDBOX_METHODS[input.paymentMethodId];
    if (!method || method.kind !== 'bank') return null;
    return method.failure
      ? { status: 'failed', providerRef: input.providerRef, failureMessage: method.failure }
      : { status: 'succeeded', providerRef: input.providerRef, failureMessage: '' };
  }
}
