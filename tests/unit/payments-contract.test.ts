import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankForm } from '../../contract/payments/banks';
import {
  containsCardNumber,
  FULL_CARD_NUMBER_MESSAGE,
  luhnValid,
} from '../../contract/payments/card-number-scan';
import { cardPaymentPayload, expiryYears, newCardPayload } from '../../contract/payments/cards';
import { formatExpiry, paymentBadge } from '../../contract/payments/labels';
import { surchargeCents } from '../../contract/payments/quotes';
import { maskAccountNumber } from '../../contract/common';
import { subscriptionLabel } from '../../contract/subscription-status';

const nextYear = new Date().getFullYear() + 1;
const card = {
  cardHolderName: 'Jo Citizen',
  cardNumber: '4242',
  cardExpiryMonth: 12,
  cardExpiryYear: nextYear,
  paymentMethodId: 'pm_card_visa',
  cardType: 'CREDITCARD',
  isCardSave: true,
  isDefault: false,
};
const bank = {
  paymentMethodId: 'pm_auBecsDebit_success',
  bSB: '000-000',
  accountNumber: '3456',
  fullName: 'Jo Citizen',
  ac_holder_name: 'Jo Citizen',
  email: 'jo@example.com',
};

/** A Luhn-valid number of the given length, built by computing its check digit. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('Luhn and full card numbers', () => {
  it('knows the published test numbers', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000009995')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('finds a card number written plainly, spaced, dashed or inside other text', () => {
    expect(containsCardNumber('4242424242424242')).toBe(true);
    expect(containsCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(containsCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(containsCardNumber('card: 4000 0000 0000 0002, thanks')).toBe(true);
    expect(containsCardNumber('x42424242424242421')).toBe(true);
  });

  it('leaves short numbers, BSBs, last-4s and ids alone', () => {
    expect(containsCardNumber('4242')).toBe(false);
    expect(containsCardNumber('000-000')).toBe(false);
    expect(containsCardNumber('000123456')).toBe(false);
    expect(containsCardNumber('pm_card_visa')).toBe(false);
    expect(containsCardNumber('12345678-1234-1234-1234-123456789012')).toBe(false);
  });

  it('finds every Luhn-valid number of 13 to 19 digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: 18 }).chain((n) => fc.stringMatching(new RegExp(`^\\d{${n}}$`))),
        (body) => containsCardNumber(withCheckDigit(body)),
      ),
    );
  });

  it('refuses a full number in any field of a card payload, even an unknown one', () => {
    for (const patch of [
      { cardNumber: '4242424242424242' },
      { cardHolderName: 'Jo 4242 4242 4242 4242' },
      { note: '4000-0000-0000-0002' },
    ]) {
      const result = newCardPayload.safeParse({ ...card, ...patch });
      expect(result.success).toBe(false);
    }
    const hidden = newCardPayload.safeParse({ ...card, note: '4242424242424242' });
    expect(hidden.error?.issues[0]?.message).toBe(FULL_CARD_NUMBER_MESSAGE);
  });

  it('refuses a full number in a bank form', () => {
    expect(bankForm.safeParse({ ...bank, fullName: '4242424242424242' }).success).toBe(false);
    expect(bankForm.safeParse(bank).success).toBe(true);
  });
});

describe('card and bank payloads', () => {
  it('accepts the last 4 digits and defaults cardType, isCardSave', () => {
    const parsed = newCardPayload.parse({ ...card, cardType: undefined, isCardSave: undefined });
    expect(parsed.cardType).toBe('CREDITCARD');
    expect(parsed.isCardSave).toBe(true);
  });

  it('accepts exactly 4 digits and nothing else', () => {
    for (const cardNumber of ['424', '42424', 'abcd', '', '4242 ']) {
      const ok = newCardPayload.safeParse({ ...card, cardNumber }).success;
      expect(ok, cardNumber).toBe(cardNumber === '4242 ');
    }
  });

  it('refuses an expired card and a month outside 01–12', () => {
    expect(newCardPayload.safeParse({ ...card, cardExpiryYear: 2001 }).success).toBe(false);
    expect(newCardPayload.safeParse({ ...card, cardExpiryMonth: 13 }).success).toBe(false);
  });

  it('needs a vehicle to pay', () => {
    expect(cardPaymentPayload.safeParse(card).success).toBe(false);
    const vehicleId = crypto.randomUUID();
    expect(cardPaymentPayload.parse({ ...card, vehicleId }).vehicleId).toBe(vehicleId);
  });

  it('normalises the BSB and defaults isDefault to true', () => {
    const parsed = bankForm.parse(bank);
    expect(parsed.bSB).toBe('000000');
    expect(parsed.isDefault).toBe(true);
    expect(bankForm.safeParse({ ...bank, bSB: '00-000' }).success).toBe(false);
    expect(bankForm.safeParse({ ...bank, accountNumber: '000123456' }).success).toBe(false);
  });

  it('refuses anything but a provider payment-method id', () => {
    expect(newCardPayload.safeParse({ ...card, paymentMethodId: 'tok_visa' }).success).toBe(false);
  });
});

describe('display rules', () => {
  it('offers the current year plus the next 6', () => {
    const years = expiryYears(new Date('2030-05-01'));
    expect(years).toEqual([2030, 2031, 2032, 2033, 2034, 2035, 2036]);
  });

  it('formats MM/YY and masks accounts', () => {
    expect(formatExpiry(3, 2031)).toBe('03/31');
    expect(maskAccountNumber('3456')).toBe('XXXXX3456');
  });

  it('rounds the surcharge to the cent', () => {
    expect(surchargeCents(12345, 0.02)).toBe(247);
    expect(surchargeCents(10000, 0.02)).toBe(200);
  });

  it('labels payment and subscription states as SPEC §4 says', () => {
    expect(paymentBadge('succeeded')).toBe('SUCCESS');
    expect(paymentBadge('failed')).toBe('FAILURE');
    expect(paymentBadge('processing')).toBe('PROCESSING');
    expect(subscriptionLabel(true, 2)).toBe('SUBSCRIBED');
    expect(subscriptionLabel(false, 3)).toBe('UNSUBSCRIBED');
    expect(subscriptionLabel(false, 0)).toBe('PENDING');
  });
});

describe('invoice numbers', () => {
  it('never hold a run of digits long enough to pass for a card number', async () => {
    const { invoiceNumber } = await import('../../server/domain/payments/pay');
    // An id whose first 8 characters are digits, on the day a flaky case was seen.
    const number = invoiceNumber(
      '13127491-0000-4000-8000-000000000000',
      new Date('2026-11-21T03:00:00Z'),
    );
    expect(number).toBe('CG-21NOV2026-13127491');
    expect(number).not.toMatch(/\d(?:[ -]?\d){12,}/);
  });
});
