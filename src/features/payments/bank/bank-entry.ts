import type { Ref } from 'react';

/** What leaves the bank fields: the provider's id, BSB and the account's last 4. */
export type BankToken = { paymentMethodId: string; bsb: string; last4: string };

/** A refusal is shown by the bank fields themselves. */
export type BankTokenResult = { ok: true; token: BankToken } | { ok: false };

export type BankEntryHandle = {
  /**
   * SPEC §5: an empty or invalid bank field is marked invalid and nothing is submitted; answers
   * whether all is fine. The sandbox's fields also put the cursor on the first one to fix.
   */
  check(): Promise<boolean>;
  tokenize(holderName: string, email: string): Promise<BankTokenResult>;
};

export type BankEntryProps = {
  ref?: Ref<BankEntryHandle>;
  publishableKey: string;
  /** While the form submits (Stripe's element only: the sandbox's fields stay focusable). */
  disabled?: boolean;
};
