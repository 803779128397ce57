import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { bank, intent, paid, sandboxKey, VEHICLE_ID } from './fixtures';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';
import { writesIn } from '../msw/writes';

async function openBank(path = '/portal/bank/new', routes = {}) {
  const api = serve({ 'GET /api/stripe/token/key': sandboxKey, ...routes });
  await signIn();
  const view = renderPortal(path);
  await screen.findByLabelText(/Account holder name/, {}, { timeout: 10_000 });
  return { ...api, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, bsb: string, account: string) {
  await user.type(screen.getByLabelText(/Account holder name/), 'Olivia Nguyen');
  await user.type(screen.getByLabelText('BSB'), bsb);
  await user.type(screen.getByLabelText('Account number'), account);
}

describe('add bank form (sandbox)', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  it("is 'Add new Bank' with the DDR consent, and the save checkbox hidden", async () => {
    await openBank();
    expect(screen.getByRole('heading', { name: 'Add new Bank' })).toBeInTheDocument();
    expect(screen.getByText(/agree to this Direct Debit Request/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Direct Debit Request service agreement' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Save bank for future use?')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('olivia@example.com');
    expect(screen.getByLabelText('BSB')).toHaveAttribute('placeholder', '000-000');
  });

  it('marks the bank field invalid when empty and submits nothing', async () => {
    const user = userEvent.setup();
    const { calls } = await openBank();
    await user.clear(screen.getByLabelText(/Email/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Account holder name is required', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Bank account details are required')).toBeInTheDocument();
    expect(screen.getByLabelText('BSB')).toHaveAttribute('aria-invalid', 'true');
    expect(writesIn(calls)).toEqual([]);
  });

  it('puts the cursor on the first invalid field, and takes an email typed in capitals', async () => {
    const user = userEvent.setup();
    const { calls } = await openBank('/portal/bank/new', {
      'POST /api/user/bank/add': ok(bank(), 'Bank account saved successfully'),
      'POST /api/user/banks': ok([bank()]),
    });
    await user.type(screen.getByLabelText(/Account holder name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Account holder name is required', {}, { timeout: 10_000 });
    expect(screen.getByLabelText(/Account holder name/)).toHaveFocus();
    expect(writesIn(calls)).toEqual([]);

    await user.clear(screen.getByLabelText(/Account holder name/));
    await fill(user, '000000', '000123456');
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), '  Olivia@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Banks' }, { timeout: 10_000 });
    expect(calls.find((c) => c.url === '/api/user/bank/add')?.body).toMatchObject({
      email: 'olivia@example.com',
      fullName: 'Olivia Nguyen',
    });
  });

  it("holds the BSB to the contract's rule and puts the cursor on it", async () => {
    const user = userEvent.setup();
    const { calls } = await openBank();
    await fill(user, '12345', '000123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('BSB must be 6 digits', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('BSB')).toHaveFocus();
    expect(screen.getByLabelText('BSB')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('BSB')).toHaveAccessibleDescription('BSB must be 6 digits');
    expect(screen.getByLabelText('Account number')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.url === '/api/user/bank/add')).toEqual([]);
  });

  it('shows SPEC §8 messages for a bad BSB and a non-test account', async () => {
    const user = userEvent.setup();
    await openBank();
    await fill(user, '123456', '000123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The BSB you entered is invalid.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('BSB'));
    await user.type(screen.getByLabelText('BSB'), '000000');
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The account number you entered is not valid in testmode.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('saves with the last 4 only and goes to the banks', async () => {
    const user = userEvent.setup();
    const { calls, router } = await openBank('/portal/bank/new', {
      'POST /api/user/bank/add': ok(bank(), 'Bank account saved successfully'),
      'POST /api/user/banks': ok([bank()]),
    });
    await fill(user, '000000', '000123456');
    expect(screen.getByLabelText('BSB')).toHaveValue('000-000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Banks' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/portal/banks');
    expect(calls.find((c) => c.url === '/api/user/bank/add')?.body).toEqual({
      paymentMethodId: 'pm_auBecsDebit_success',
      bSB: '000000',
      accountNumber: '3456',
      fullName: 'Olivia Nguyen',
      ac_holder_name: 'Olivia Nguyen',
      email: 'olivia@example.com',
      isDefault: true,
      isBankSave: true,
    });
    expect(JSON.stringify(calls)).not.toContain('000123456');
  });

  it("in the vehicle flow it is 'Payment Details' with a ticked 'Save bank for future use?'", async () => {
    const user = userEvent.setup();
    const { calls } = await openBank(`/portal/vehicle/${VEHICLE_ID}/payment/new/bank`, {
      'POST /api/bank/payment': paid('processing'),
      'POST /api/create/payment/intent': intent,
    });
    expect(screen.getByRole('heading', { name: 'Payment Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Save bank for future use?')).toBeChecked();
    await fill(user, '000000', '111111113');
    // A direct debit carries no surcharge: the base amount.
    await user.click(
      await screen.findByRole('button', { name: 'Save & Pay $500.00' }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Success!' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/bank/payment')?.body).toMatchObject({
      vehicleId: VEHICLE_ID,
      paymentMethodId: 'pm_auBecsDebit_accountClosed',
      accountNumber: '1113',
      isBankSave: true,
    });
  });
});
