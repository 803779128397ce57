import type { PaymentMethodKind } from '../../../contract/payments/methods';
import type { ProviderName } from '../../../contract/payments/provider';

/** Our customer as the provider needs to know them. */
export type ProviderCustomer = { id: string; email: string; name: string };

export type SavedCardDetails = {
  providerId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type SavedBankDetails = { providerId: string; last4: string; bsb: string };

/** What the customer agreed to when they accepted the direct debit request (BECS mandate). */
export type MandateAcceptance = { ipAddress: string; userAgent: string };

export type ChargeStatus = 'succeeded' | 'processing' | 'failed';

export type ChargeResult = {
  status: ChargeStatus;
  /** The provider's reference for the charge (a PaymentIntent id). */
  providerRef: string;
  /** Empty unless failed: the provider's words, shown to the customer. */
  failureMessage: string;
  /** When a processing charge settles by the provider's clock (sandbox only). */
  settlesOn?: Date;
};

export type ChargeRequest = {
  customerRef: string;
  amountCents: number;
  paymentMethodId: string;
  /** One per logical payment: a retried request never charges twice. */
  idempotencyKey: string;
  kind: PaymentMethodKind;
  description: string;
  /** Our payment's id, carried by the provider so its webhooks can name the payment. */
  reference: string;
};

export type SaveCardInput = {
  customerRef: string;
  paymentMethodId: string;
  /** What the customer picked; providers that know the card's own expiry use that instead. */
  expMonth: number;
  expYear: number;
};

export type SaveBankInput = {
  customerRef: string;
  paymentMethodId: string;
  holderName: string;
  email: string;
  mandate: MandateAcceptance;
};

export type RefundRequest = {
  /** The charge to refund (a PaymentIntent id). */
  providerRef: string;
  amountCents: number;
  /** One per refund: a retried refund never pays back twice. */
  idempotencyKey: string;
};

/** A webhook event reduced to what changes a payment. */
export type ProviderEvent =
  | {
      id: string;
      type: string;
      kind: 'charge';
      providerRef: string;
      /** Our payment id when the provider carried it back. */
      paymentId: string | null;
      result: ChargeResult;
    }
  | { id: string; type: string; kind: 'ignored' };

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly publishableKey: string;
  /** The provider's customer for ours; `existing` is what we stored last time. */
  ensureCustomer(customer: ProviderCustomer, existing: string | null): Promise<string>;
  /** SetupIntent semantics: attach the card to the customer for later off-session charges. */
  saveCard(input: SaveCardInput): Promise<SavedCardDetails>;
  /** SetupIntent semantics for AU BECS, recording the customer's mandate acceptance. */
  saveBank(input: SaveBankInput): Promise<SavedBankDetails>;
  /** Detach a deleted method so it can no longer be charged. */
  removeMethod(paymentMethodId: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Pays a settled charge back; answers the provider's reference for the refund. */
  refund(request: RefundRequest): Promise<string>;
  /** Verifies the signature and reads the event; throws ProviderError(400) when it is not genuine. */
  parseWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent;
  /** The final result of a processing charge that settles by the provider's clock, if it does. */
  settleByClock(input: { paymentMethodId: string; providerRef: string }): ChargeResult | null;
}

/** A refusal from the provider, with the status the customer should get and its own message. */
export class ProviderError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = '',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
