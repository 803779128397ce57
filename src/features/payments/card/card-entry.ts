import type { Ref } from 'react';

export type CardFieldKey = 'number' | 'expiry' | 'cvc';
export type CardFieldErrors = Partial<Record<CardFieldKey, string>>;

/** All that leaves the card fields: the provider's id, last 4 and expiry. Never a number or CVC. */
export type CardToken = {
  paymentMethodId: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** A refusal's words about a field are shown by the fields themselves; formError goes under the form. */
export type TokenizeResult = { ok: true; token: CardToken } | { ok: false; formError?: string };

/** What the card form asks of the secure fields, sandbox or Stripe alike. */
export type CardEntryHandle = {
  /**
   * SPEC §5: number, expiry and CVC are flagged when empty or invalid; answers whether all are
   * fine. The sandbox's fields also put the cursor on the first one to fix.
   */
  check(): Promise<boolean>;
  /** Turns the card into a provider payment method (in the browser, as Stripe.js does). */
  tokenize(holderName: string): Promise<TokenizeResult>;
};

export type CardEntryProps = {
  ref?: Ref<CardEntryHandle>;
  publishableKey: string;
  /** While the form submits (Stripe's elements only: the sandbox's fields stay focusable). */
  disabled?: boolean;
};
