import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getCustomerDb } from '../../../src/offline/db';
import { demoUser, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok, type Answer } from '../msw/answers';
import type { Endpoints } from '../msw/endpoints';
import { serve } from '../msw/server';

const SAVED = { bsb: '062000', last4: '3456', updatedOn: '2026-03-01T00:00:00.000Z' };

const payoutCard = () => {
  const heading = screen.getByRole('heading', { name: 'Payout account', level: 2 });
  return within(heading.closest('section') as HTMLElement);
};

async function openProfile(
  payout: typeof SAVED | null,
  put: Answer<Endpoints['PUT /api/customer/payout-account']> = ok(SAVED, 'Payout account saved'),
) {
  const api = serve({
    'GET /api/customer/user': ok(demoUser()),
    'GET /api/customer/payout-account': ok(payout),
    'PUT /api/customer/payout-account': put,
  });
  await signIn();
  renderPortal('/portal/profile');
  await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 });
  return api;
}

afterEach(resetAll);

describe('profile payout account', { timeout: 30_000 }, () => {
  it("shows the kept account masked, as 'Pay to 062-000 ••••3456'", async () => {
    await openProfile(SAVED);
    expect(
      await screen.findByText('Pay to 062-000 ••••3456', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(payoutCard().getByRole('button', { name: 'Change payout account' })).toBeEnabled();
  });

  it('adds one only with the current password, checks SPEC rules first, and shows it masked', async () => {
    const user = userEvent.setup();
    const api = await openProfile(null);
    expect(await screen.findByText(/No payout account yet/, {}, { timeout: 10_000 })).toBeVisible();
    await user.click(payoutCard().getByRole('button', { name: 'Add payout account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add payout account' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('BSB is required')).toBeInTheDocument();
    expect(dialog.getByText('Account number is required')).toBeInTheDocument();
    expect(dialog.getByText('Current password is required')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(dialog.getByLabelText(/^BSB/), '062000');
    await user.type(dialog.getByLabelText(/^Account number/), '12343456');
    await user.type(dialog.getByLabelText(/^Current Password/), 'my-password');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Pay to 062-000 ••••3456', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/customer/payout-account',
        body: { bsb: '062000', accountNumber: '12343456', password: 'my-password' },
      },
    ]);
    // The device keeps what the server answered: the BSB and last 4, never the number.
    const rows = await getCustomerDb().payout.toArray();
    expect(rows).toEqual([expect.objectContaining({ id: 'payout', bsb: '062000', last4: '3456' })]);
    expect(JSON.stringify(rows)).not.toContain('12343456');
  });

  it('keeps the dialog open and the old account when the password is wrong', async () => {
    const user = userEvent.setup();
    await openProfile(SAVED, {
      status: 400,
      body: { status: false, message: 'Current password is incorrect', data: null },
    });
    await screen.findByText('Pay to 062-000 ••••3456', {}, { timeout: 10_000 });
    await user.click(payoutCard().getByRole('button', { name: 'Change payout account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change payout account' }));
    await user.type(dialog.getByLabelText(/^BSB/), '123456');
    await user.type(dialog.getByLabelText(/^Account number/), '99997777');
    await user.type(dialog.getByLabelText(/^Current Password/), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change payout account' })).toBeInTheDocument();
    expect(payoutCard().getByText('Pay to 062-000 ••••3456')).toBeInTheDocument();
  });
});
