import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoRead } from '../../../src/features/expenses/receipt-reading/ocr';
import { getCustomerDb } from '../../../src/offline/db';
import { reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
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

// What the device reads off the photo: sure of the total and the date, not of the type, no ABN.
const READ: PhotoRead = {
  reading: {
    total: { value: 9050, confidence: 0.92 },
    date: { value: '2026-11-14', confidence: 0.9 },
    supplier: { value: 'Corner Fuel', confidence: 0.8 },
    abn: { value: null, confidence: 0 },
    gst: { value: 823, confidence: 0.85 },
    type: { value: 'Fuel', confidence: 0.5 },
    taxInvoice: { needed: true, missing: ['abn'] },
  },
  facts: {
    totalCents: 9050,
    words: true,
    supplier: true,
    abn: false,
    date: true,
    items: true,
    gst: true,
    buyer: false,
  },
  boxes: { total: { x0: 10, y0: 150, x1: 90, y1: 160 } },
  width: 100,
  height: 200,
};
// A second photo: a total the reader is not sure of, and no date at all.
const SECOND: PhotoRead = {
  ...READ,
  reading: {
    ...READ.reading,
    total: { value: 1590, confidence: 0.6 },
    date: { value: null, confidence: 0 },
    type: { value: null, confidence: 0 },
  },
  facts: { ...READ.facts, totalCents: 1590 },
};
const readReceiptPhoto = vi.fn(async (): Promise<PhotoRead> => READ);

vi.mock('../../../src/features/expenses/receipt-reading/ocr', () => ({ readReceiptPhoto }));
vi.mock('../../../src/features/expenses/receipt-reading/ocr-cache', async (original) => ({
  ...(await original<typeof import('../../../src/features/expenses/receipt-reading/ocr-cache')>()),
  OCR_DOWNLOAD_LABEL: 'about 4.5 MB',
  chooseReadOffline: async () => undefined,
}));

const VEHICLE = '0b5e0000-0000-4000-8000-000000000001';

beforeEach(async () => {
  serve({
    'POST /api/customer/subscribed/vehicles': ok([
      {
        id: VEHICLE,
        customer: 'me',
        vehicleDetails: { name: 'Toyota Corolla', body: 'Hatch', engine: '2.0L' },
      },
    ]),
    'POST /api/customer/monthly/expenses': ok([]),
  });
  await signIn();
});
afterEach(async () => {
  readReceiptPhoto.mockClear();
  await resetAll();
});

async function openAndPick(user: ReturnType<typeof userEvent.setup>) {
  renderPortal('/portal/adhoc/new');
  await screen.findByRole('option', { name: 'Toyota Corolla/Hatch/2.0L' }, { timeout: 25_000 });
  await pickPhoto(user, 'fuel.jpg');
}

const pickPhoto = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.upload(screen.getByTestId('receipt-input'), new File(['x'], name, { type: 'image/jpeg' }));

const amount = () => screen.getByLabelText(/^Amount/);
const amountShown = () => (amount() as HTMLInputElement).value;
const expenseDate = () => screen.getByLabelText(/^Expense date/);
const expenseType = () => screen.getByLabelText(/^Type of expense/);
// A reading's answer reaches the fields a few renders later; jsdom on a loaded machine is slow.
const SLOW = { timeout: 10_000 };
const pad = (n: number) => String(n).padStart(2, '0');
const todayShown = () => {
  const d = new Date();
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};

describe('the claim form filled from the receipt photo', { timeout: 60_000 }, () => {
  it('fills what it is sure of, marks the rest check this, warns about the tax invoice and saves nothing', async () => {
    const user = userEvent.setup();
    await openAndPick(user);
    await screen.findByRole('heading', { name: 'Read from the receipt' });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toMatch(/^\$90\.50?$/),
    );
    expect(screen.getByLabelText(/^Expense date/)).toHaveValue('14/11/2026');
    const type = screen.getByLabelText(/^Type of expense/);
    expect(type).toHaveValue('Fuel');
    // The unsure guess says so, in the field's own description.
    expect(type).toHaveAccessibleDescription(/Read from the receipt: check this/);
    expect(screen.getByLabelText(/^Amount/)).not.toHaveAccessibleDescription(/check this/);
    expect(screen.getByText('Corner Fuel')).toBeInTheDocument();
    expect(
      screen.getByText('This receipt may not be a valid tax invoice: no ABN found'),
    ).toBeInTheDocument();
    // Where the total was read, on the photo.
    await user.click(screen.getByRole('button', { name: 'Show on photo (Total)' }));
    expect(screen.getByTestId('read-box')).toHaveStyle({ top: '75%', left: '10%' });
    // Still on the form: a reading never saves the claim.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    // The driver's own choice takes the mark away.
    await user.selectOptions(type, 'Car Wash');
    expect(type).not.toHaveAccessibleDescription(/check this/);
  });

  it('never overwrites what the driver typed before the reading came back', async () => {
    const user = userEvent.setup();
    let finish: (read: PhotoRead) => void = () => undefined;
    readReceiptPhoto.mockImplementationOnce(
      () => new Promise<PhotoRead>((resolve) => (finish = resolve)),
    );
    await openAndPick(user);
    await screen.findByText('Reading the receipt…');
    await user.type(screen.getByLabelText(/^Amount/), '12');
    finish(READ);
    await screen.findByRole('heading', { name: 'Read from the receipt' });
    expect(screen.getByLabelText(/^Expense date/)).toHaveValue('14/11/2026');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('$12');
    // Under $82.50 as typed: no tax-invoice warning.
    expect(screen.queryByText(/may not be a valid tax invoice/)).not.toBeInTheDocument();
  });

  it("says what 'Read receipts offline' downloads before it does", async () => {
    const user = userEvent.setup();
    renderPortal('/portal/adhoc/new');
    const toggle = await screen.findByRole('checkbox', { name: 'Read receipts offline' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAccessibleDescription(/Downloads about 4.5 MB once/);
    await user.click(toggle);
    await screen.findByText('Receipts are read on this device, with or without a connection.');
  });

  it('a new photo is a new reading: removing it clears what it filled, and the next fills and marks afresh', async () => {
    const user = userEvent.setup();
    await openAndPick(user);
    await waitFor(() => expect(amountShown()).toMatch(/^\$90\.50?$/), SLOW);
    expect(expenseDate()).toHaveValue('14/11/2026');

    // Removed: what the photo filled goes back to what the driver had, marks and all.
    await user.click(screen.getByRole('button', { name: 'Remove receipt fuel.jpg' }));
    await waitFor(() => expect(amount()).toHaveValue(''), SLOW);
    expect(expenseDate()).toHaveValue(todayShown());
    expect(expenseType()).toHaveValue('');
    expect(expenseType()).not.toHaveAccessibleDescription(/check this/);
    expect(screen.queryByRole('heading', { name: 'Read from the receipt' })).toBeNull();

    // Another photo: its own reading, with its own marks, and nothing of the first one's.
    readReceiptPhoto.mockImplementationOnce(async () => SECOND);
    await pickPhoto(user, 'parking.jpg');
    await waitFor(() => expect(amountShown()).toMatch(/^\$15\.90?$/), SLOW);
    expect(amount()).toHaveAccessibleDescription(/Read from the receipt: check this/);
    expect(expenseDate()).toHaveValue(todayShown());
    expect(expenseType()).toHaveValue('');
  });

  it('replacing a photo keeps what the driver typed over the first reading', async () => {
    const user = userEvent.setup();
    await openAndPick(user);
    await waitFor(() => expect(amountShown()).toMatch(/^\$90\.50?$/), SLOW);
    await user.selectOptions(expenseType(), 'Car Wash');
    await user.click(screen.getByRole('button', { name: 'Remove receipt fuel.jpg' }));
    readReceiptPhoto.mockImplementationOnce(async () => SECOND);
    await pickPhoto(user, 'wash.jpg');
    await waitFor(() => expect(amountShown()).toMatch(/^\$15\.90?$/), SLOW);
    expect(expenseType()).toHaveValue('Car Wash');
    expect(expenseType()).not.toHaveAccessibleDescription(/check this/);
  });

  it("keeps the photo's marks over a reload, and a later photo still replaces what it read", async () => {
    const user = userEvent.setup();
    await openAndPick(user);
    await waitFor(() => expect(expenseType()).toHaveAccessibleDescription(/check this/), SLOW);
    // The device has written what was read before the page goes.
    await waitFor(async () =>
      expect((await getCustomerDb().unsavedClaims.get('new'))?.values).toMatchObject({
        type: 'Fuel',
        fromReceipt: { check: ['type'] },
      }),
    );
    reloadPage();
    await signIn();
    renderPortal('/portal/adhoc/new');
    await screen.findByRole('link', { name: 'fuel.jpg' }, { timeout: 25_000 });
    expect(amountShown()).toMatch(/^\$90\.50?$/);
    expect(expenseType()).toHaveAccessibleDescription(/Read from the receipt: check this/);

    await user.click(screen.getByRole('button', { name: 'Remove receipt fuel.jpg' }));
    await waitFor(() => expect(amount()).toHaveValue(''), SLOW);
    expect(expenseDate()).toHaveValue(todayShown());
  });

  it("'Start a new claim' discards the kept claim after a confirm, and keeps it on 'Keep this claim'", async () => {
    const user = userEvent.setup();
    await openAndPick(user);
    await waitFor(() => expect(amountShown()).toMatch(/^\$90\.50?$/), SLOW);
    await user.type(screen.getByLabelText(/^BSB/), '062000');

    await user.click(screen.getByRole('button', { name: 'Start a new claim' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start a new claim?' });
    expect(dialog).toHaveAccessibleDescription(/removed from this device/);
    // The safe answer has the focus.
    expect(screen.getByRole('button', { name: 'Keep this claim' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep this claim' }));
    expect(screen.getByRole('link', { name: 'fuel.jpg' })).toBeInTheDocument();
    expect(amountShown()).toMatch(/^\$90\.50?$/);

    await user.click(screen.getByRole('button', { name: 'Start a new claim' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Start a new claim',
      }),
    );
    const snap = await screen.findByRole('button', { name: /Snap receipt/ });
    await waitFor(() => expect(snap).toHaveFocus());
    expect(amount()).toHaveValue('');
    expect(screen.getByLabelText(/^BSB/)).toHaveValue('');
    expect(expenseDate()).toHaveValue(todayShown());
    expect(screen.queryByRole('heading', { name: 'Read from the receipt' })).toBeNull();
    const db = getCustomerDb();
    expect(await db.unsavedClaims.get('new')).toBeUndefined();
    expect(await db.unsavedReceipts.get('new')).toBeUndefined();
  });
});
