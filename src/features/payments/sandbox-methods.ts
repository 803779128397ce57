import { luhnValid } from '../../../contract/payments/card-number-scan';

/**
 * DESIGN §4: in sandbox mode the browser turns Stripe's published test numbers into Stripe's
 * test payment-method ids. The full number never leaves this module: only the pm_ id and the
 * last 4 digits do.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', paymentMethodId: 'pm_card_visa', outcome: 'succeeds' },
  { number: '4000000000000002', paymentMethodId: 'pm_card_chargeDeclined', outcome: 'declined' },
  {
    number: '4000000000009995',
    paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    outcome: 'insufficient funds',
  },
] as const;

export const SANDBOX_BSB = '000000';
export const SANDBOX_TEST_ACCOUNTS = [
  { account: '000123456', paymentMethodId: 'pm_auBecsDebit_success', outcome: 'succeeds' },
  {
    account: '111111113',
    paymentMethodId: 'pm_auBecsDebit_accountClosed',
    outcome: 'account closed',
  },
  {
    account: '333333335',
    paymentMethodId: 'pm_auBecsDebit_debitNotAuthorized',
    outcome: 'debit not authorised',
  },
] as const;

export type SandboxCardResult =
  { ok: true; paymentMethodId: string; last4: string } | { ok: false; message: string };

/** Stripe's own words for a number it cannot use, so the form reads the same in both modes. */
export function sandboxCard(digits: string): SandboxCardResult {
  const number = digits.replace(/\D/g, '');
  if (number.length < 13 || !luhnValid(number)) {
    return { ok: false, message: 'Your card number is invalid.' };
  }
  const test = SANDBOX_TEST_CARDS.find((c) => c.number === number);
  if (!test) {
    return {
      ok: false,
      message: 'Your card was declined. Sandbox mode accepts only the test cards listed.',
    };
  }
  return { ok: true, paymentMethodId: test.paymentMethodId, last4: number.slice(-4) };
}

export type SandboxBankResult =
  | { ok: true; paymentMethodId: string; last4: string; bsb: string }
  | { ok: false; code: string; message: string };

/** Stripe test mode refuses any other BSB or account with these codes (SPEC §8 maps them). */
export function sandboxBank(bsbDigits: string, accountDigits: string): SandboxBankResult {
  const bsb = bsbDigits.replace(/\D/g, '');
  const account = accountDigits.replace(/\D/g, '');
  if (bsb !== SANDBOX_BSB) {
    return { ok: false, code: 'invalid_au_bank_account_bsb', message: 'Invalid BSB.' };
  }
  const test = SANDBOX_TEST_ACCOUNTS.find((a) => a.account === account);
  if (!test) {
    return {
      ok: false,
      code: 'invalid_au_bank_account_number_testmode',
      message: 'Invalid account number in test mode.',
    };
  }
  return { ok: true, paymentMethodId: test.paymentMethodId, last4: account.slice(-4), bsb };
}
