import type { Ref } from 'react';

/** What leaves the bank fields: the provider's id, BSB and the account's last 4. */
export type BankToken = { paymentMethodId: string; bsb: string; last4: string };

export type BankTokenResult = { ok: true; token: BankToken } | { ok: false; message: string };

export type BankEntryHandle = {
  /** SPEC §5: an empty or invalid bank field is marked invalid and nothing is submitted. */
  validate(): string | undefined;
  tokenize(holderName: string, email: string): Promise<BankTokenResult>;
};

export type BankEntryProps = {
  ref?: Ref<BankEntryHandle>;
  error?: string;
  publishableKey: string;
  disabled?: boolean;
};

export const BANK_REQUIRED = 'Bank account details are required';
