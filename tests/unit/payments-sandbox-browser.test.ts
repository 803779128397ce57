import { describe, expect, it } from 'vitest';
import { bankErrorMessage } from '../../src/features/payments/bank/bank-errors';
import { sandboxBank, sandboxCard } from '../../src/features/payments/sandbox-methods';

describe('sandbox test numbers in the browser (DESIGN §4)', () => {
  it('maps the published test cards to Stripe test payment methods', () => {
    expect(sandboxCard('4242 4242 4242 4242')).toEqual({
      ok: true,
      paymentMethodId: 'pm_card_visa',
      last4: '4242',
    });
    expect(sandboxCard('4000000000000002')).toMatchObject({
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(sandboxCard('4000000000009995')).toMatchObject({
      paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
      last4: '9995',
    });
  });

  it('refuses other numbers without a payment method', () => {
    expect(sandboxCard('4242424242424241')).toEqual({
      ok: false,
      message: 'Your card number is invalid.',
    });
    expect(sandboxCard('4111111111111111').ok).toBe(false);
    expect(sandboxCard('').ok).toBe(false);
  });

  it('maps the test BECS accounts, only with BSB 000-000', () => {
    expect(sandboxBank('000-000', '000123456')).toEqual({
      ok: true,
      paymentMethodId: 'pm_auBecsDebit_success',
      last4: '3456',
      bsb: '000000',
    });
    expect(sandboxBank('000000', '111111113')).toMatchObject({
      paymentMethodId: 'pm_auBecsDebit_accountClosed',
    });
    expect(sandboxBank('000000', '333333335')).toMatchObject({
      paymentMethodId: 'pm_auBecsDebit_debitNotAuthorized',
      last4: '3335',
    });
  });

  it('answers Stripe test-mode codes that SPEC §8 turns into its messages', () => {
    const badBsb = sandboxBank('123-456', '000123456');
    expect(badBsb).toMatchObject({ ok: false, code: 'invalid_au_bank_account_bsb' });
    const badAccount = sandboxBank('000-000', '123456789');
    expect(badAccount).toMatchObject({
      ok: false,
      code: 'invalid_au_bank_account_number_testmode',
    });
    expect(bankErrorMessage('invalid_au_bank_account_bsb', 'x')).toBe(
      'The BSB you entered is invalid.',
    );
    expect(bankErrorMessage('invalid_au_bank_account_number_testmode', 'x')).toBe(
      'The account number you entered is not valid in testmode.',
    );
    expect(bankErrorMessage('other_code', 'The provider said no.')).toBe('The provider said no.');
    expect(bankErrorMessage(undefined, 'Plain message')).toBe('Plain message');
  });
});
