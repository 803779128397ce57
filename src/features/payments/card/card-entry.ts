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

export type TokenizeResult =
  { ok: true; token: CardToken } | { ok: false; fieldErrors: CardFieldErrors; formError?: string };

/** What the card form asks of the secure fields, sandbox or Stripe alike. */
export type CardEntryHandle = {
  /** SPEC §5: number, expiry and CVC are flagged when empty; answers the problems found. */
  validate(): CardFieldErrors;
  /** Turns the card into a provider payment method (in the browser, as Stripe.js does). */
  tokenize(holderName: string): Promise<TokenizeResult>;
};

export type CardEntryProps = {
  ref?: Ref<CardEntryHandle>;
  errors: CardFieldErrors;
  publishableKey: string;
  disabled?: boolean;
};

export const CARD_MESSAGES = {
  numberRequired: 'Card number is required',
  expiryRequired: 'Expiry date is required',
  cvcRequired: 'Security code is required',
  cvcDigits: 'Security code must be 3 digits',
  expired: 'Your card has expired.',
} as const;

export const hasErrors = (errors: CardFieldErrors): boolean => Object.values(errors).some(Boolean);
