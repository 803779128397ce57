import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoRead } from '../../../src/features/expenses/receipt-reading/ocr';
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
const readReceiptPhoto = vi.fn(async () => READ);

vi.mock('../../../src/features/expenses/receipt-reading/ocr', () => ({
  readReceiptPhoto,
  ReaderUnavailableError: class extends Error {},
}));
vi.mock('../../../src/features/expenses/receipt-reading/ocr-cache', () => ({
  OCR_DOWNLOAD_LABEL: 'about 4.5 MB',
  ocrKept: async () => false,
  keepOcr: async () => 4_500_000,
  dropOcr: async () => undefined,
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
  await user.upload(
    screen.getByTestId('receipt-input'),
    new File(['x'], 'fuel.jpg', { type: 'image/jpeg' }),
  );
}

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
});
