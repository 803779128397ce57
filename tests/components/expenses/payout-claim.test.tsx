import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCustomerDb } from '../../../src/offline/db';
import { createDraft } from '../../../src/offline/outbox/drafts';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

vi.mock('../../../src/offline/receipt-image', async (original) => {
  const real = await original<typeof import('../../../src/offline/receipt-image')>();
  return {
    ...real,
    prepareReceipt: async (_file: Blob, name: string) => ({
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).buffer,
      type: 'image/jpeg',
      name,
    }),
  };
});

const CAR = '0b5e0000-0000-4000-8000-000000000001';
const UTE = '0b5e0000-0000-4000-8000-000000000002';
const vehicle = (id: string, name: string) => ({
  id,
  customer: 'me',
  vehicleDetails: { name, body: 'Hatch', engine: '2.0L' },
});
const SAVED = { bsb: '062000', last4: '3456', updatedOn: '2026-03-01T00:00:00.000Z' };

async function openForm(payout: typeof SAVED | null, vehicles = [vehicle(CAR, 'Toyota Corolla')]) {
  const api = serve({
    'POST /api/customer/subscribed/vehicles': ok(vehicles),
    'POST /api/customer/monthly/expenses': ok([]),
    'GET /api/customer/payout-account': ok(payout),
    'GET /api/file/upload-url': ok({ url: '/api/file/group/items/upload' }),
    // The upload finds no server: the draft stays in the outbox, where the test reads it.
    'POST http://localhost:3000/api/file/group/items/upload': { status: 503, body: null },
  });
  vi.stubGlobal('XMLHttpRequest', undefined);
  await signIn();
  return api;
}

const render = async () => {
  renderPortal('/portal/adhoc/new');
  await screen.findByRole('heading', { name: 'Adhoc Expence' }, { timeout: 10_000 });
};

const fillRest = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Fuel');
  await user.upload(
    screen.getByTestId('receipt-input'),
    new File(['x'], 'fuel.jpg', { type: 'image/jpeg' }),
  );
  await screen.findByRole('link', { name: 'fuel.jpg' });
  await user.type(screen.getByLabelText(/^Amount/), '84.35');
};

/** Every row of every store of the customer's device database, as text. */
const everythingOnDevice = async () => {
  const db = getCustomerDb();
  const dump: Record<string, unknown> = {};
  for (const table of db.tables) dump[table.name] = await table.toArray();
  return JSON.stringify(dump, (_key, value: unknown) =>
    value instanceof ArrayBuffer ? `${value.byteLength} bytes` : value,
  );
};

afterEach(resetAll);

describe('claim form with a payout account', { timeout: 30_000 }, () => {
  it("shows 'Pay to …' with the only vehicle chosen, and saves a draft that holds no account number", async () => {
    const user = userEvent.setup();
    await openForm(SAVED);
    await render();
    expect(
      await screen.findByText('Pay to 062-000 ••••3456', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use another account' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^BSB/)).toBeNull();
    expect(screen.queryByLabelText(/^Account number/)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/^Vehicle/)).toHaveValue(CAR));

    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Expenses' }, { timeout: 10_000 });
    const [draft] = await getCustomerDb().outbox.toArray();
    expect(draft?.fields).toEqual({
      vehicle: CAR,
      type: 'Fuel',
      amount: 84.35,
      expenseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      payout: 'saved',
    });
    expect(JSON.stringify(draft)).not.toMatch(/accountNumber|"bsb"/);
    // Nowhere on the device: the draft, the kept form, the mirrors.
    const device = await everythingOnDevice();
    expect(device).not.toContain('accountNumber":"');
    expect(device).toContain('"last4":"3456"');
  });

  it("'Use another account' brings SPEC's fields back, prefilled with the BSB, and the way back", async () => {
    const user = userEvent.setup();
    await openForm(SAVED);
    await render();
    await user.click(
      await screen.findByRole('button', { name: 'Use another account' }, { timeout: 10_000 }),
    );
    expect(screen.getByLabelText(/^BSB/)).toHaveValue('062-000');
    const account = screen.getByLabelText(/^Account number/);
    await waitFor(() => expect(account).toHaveFocus());
    // A typed account follows SPEC's rules and messages, as before.
    await user.type(account, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account number must be 6 to 10 digits')).toBeInTheDocument();
    // No offer to keep it: a payout account is kept already (changed on the profile).
    expect(screen.queryByRole('checkbox', { name: /Keep this account/ })).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Use my payout account (062-000 ••••3456)' }),
    );
    expect(screen.getByText('Pay to 062-000 ••••3456')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Account number/)).toBeNull();
    // What was typed meanwhile is not kept on the device either.
    await waitFor(async () =>
      expect(await everythingOnDevice()).not.toContain('"accountNumber":"12345"'),
    );

    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    await user.type(screen.getByLabelText(/^Account number/), '7654321');
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Expenses' }, { timeout: 10_000 });
    const [draft] = await getCustomerDb().outbox.toArray();
    expect(draft?.fields).toMatchObject({
      payout: 'typed',
      bsb: '062000',
      accountNumber: '7654321',
    });
  });

  it('preselects the vehicle of the last claim when there are several', async () => {
    await openForm(SAVED, [vehicle(CAR, 'Toyota Corolla'), vehicle(UTE, 'Ford Ranger')]);
    await createDraft(getCustomerDb(), {
      customerId: getCustomerDb().customerId,
      fields: {
        vehicle: UTE,
        type: 'Tolls',
        amount: 5,
        expenseDate: '2026-03-04',
        payout: 'saved',
      },
      vehicleLabel: 'Ford Ranger/Hatch/2.0L',
      receipt: {
        bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]).buffer,
        type: 'image/jpeg',
        name: 'a.jpg',
      },
    });
    await render();
    await screen.findByRole('option', { name: 'Ford Ranger/Hatch/2.0L' }, { timeout: 10_000 });
    // The options come with the vehicle list, the choice with the device's last claim.
    await waitFor(() => expect(screen.getByLabelText(/^Vehicle/)).toHaveValue(UTE));
  });
});

describe('claim form without a payout account', { timeout: 30_000 }, () => {
  it('asks for the account as SPEC has it, and offers to keep the first one typed', async () => {
    const user = userEvent.setup();
    await openForm(null, [vehicle(CAR, 'Toyota Corolla'), vehicle(UTE, 'Ford Ranger')]);
    await render();
    await screen.findByRole('option', { name: 'Ford Ranger/Hatch/2.0L' }, { timeout: 10_000 });
    // Two vehicles and no claim yet: the customer chooses.
    expect(screen.getByLabelText(/^Vehicle/)).toHaveValue('');
    expect(screen.queryByText(/^Pay to/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Vehicle/), CAR);
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    const keep = screen.getByRole('checkbox', { name: /Keep this account for my next claims/ });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Expenses' }, { timeout: 10_000 });
    const [draft] = await getCustomerDb().outbox.toArray();
    expect(draft?.fields).toMatchObject({
      vehicle: CAR,
      payout: 'typed',
      bsb: '062000',
      accountNumber: '12345678',
      keepPayout: true,
    });
  });
});
