import type { BankAccount } from '../../../contract/payments/banks';
import type { SavedCard } from '../../../contract/payments/cards';
import { ok } from '../msw/answers';

export const VEHICLE_ID = '7a1d0c6e-8f2b-4c3e-9a51-0d2b6f4e1a11';

export const sandboxKey = ok({
  provider: 'sandbox' as const,
  publishableKey: '',
  surchargeRate: 0.02,
  supportEmail: 'help@cargo.test',
});

export const card = (overrides: Partial<SavedCard> = {}): SavedCard => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  cardNumber: '4242',
  cardHolderName: 'Olivia Nguyen',
  cardExpiryMonth: 4,
  cardExpiryYear: 2031,
  isCardDefault: true,
  brand: 'visa',
  ...overrides,
});

export const bank = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  isDefault: true,
  accountNumber: '3456',
  fullName: 'Olivia Nguyen',
  bSB: '000000',
  paymentMethodId: 'pm_auBecsDebit_success',
  email: 'olivia@example.com',
  ...overrides,
});

export const intent = ok({
  id: 'pi_sandbox_1',
  clientSecret: '',
  provider: 'sandbox' as const,
  method: 'card' as const,
  currency: 'aud' as const,
  amount: 510,
  baseAmount: 500,
  surcharge: 10,
});

export const paid = (status = 'succeeded') =>
  ok(
    {
      paymentId: 'p0000000-0000-4000-8000-000000000001',
      subscriptionId: 's0000000-0000-4000-8000-000000000001',
      status,
      amount: 510,
      baseAmount: 500,
      surcharge: 10,
      invoiceUrl: '/portal/payment/p0000000-0000-4000-8000-000000000001/receipt',
      nextChargeOn: '2027-01-04T00:00:00.000Z',
    },
    'Payment has been made successfully.',
  );

export const refused = (message: string, status = 422) => ({
  status,
  body: { status: false, message },
});
