import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../src/lib/toast';
import { getCustomerDb } from '../../../src/offline/db';
import { QUOTA_MESSAGE, STORAGE_REFUSED_MESSAGE } from '../../../src/offline/outbox/types';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { signedIn } from '../msw/account';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

// The browser's image pipeline is not in jsdom: the picked file's name decides the outcome.
vi.mock('../../../src/offline/receipt-image', async (original) => {
  const real = await original<typeof import('../../../src/offline/receipt-image')>();
  return {
    ...real,
    prepareReceipt: async (_file: Blob, name: string) => {
      if (name.endsWith('.pdf')) throw new real.ReceiptError('Only Image file allowed');
      if (name.startsWith('huge')) throw new real.ReceiptError('Image size to too large');
      if (name.startsWith('broken')) throw new real.ReceiptError('Unknown error');
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).buffer;
      return { bytes, type: 'image/jpeg', name: name.replace(/\.\w+$/, '.jpg') };
    },
  };
});

const VEHICLE = '0b5e0000-0000-4000-8000-000000000001';
const vehicles = [
  {
    id: VEHICLE,
    customer: 'me',
    vehicleDetails: { name: 'Toyota Corolla', body: 'Hatch', engine: '2.0L' },
  },
];

beforeEach(async () => {
  serve({
    // What the server answers a customer with no payout account and no saved bank: unanswered,
    // the test server's 404s showed as 'Not found' toasts over the form.
    ...signedIn,
    'GET /api/customer/payout-account': ok(null),
    'POST /api/user/banks': ok([]),
    'POST /api/customer/subscribed/vehicles': ok(vehicles),
    'POST /api/customer/monthly/expenses': ok([]),
    'GET /api/file/upload-url': ok({ url: '/api/file/group/items/upload' }),
    // Keep drafts queued: the network "is down" for the upload.
    'POST http://localhost:3000/api/file/group/items/upload': { status: 503, body: null },
  });
  vi.stubGlobal('XMLHttpRequest', undefined);
  await signIn();
});
afterEach(resetAll);

async function openForm() {
  renderPortal('/portal/adhoc/new');
  await screen.findByRole('heading', { name: 'Adhoc Expence' }, { timeout: 10_000 });
  await screen.findByRole('option', { name: 'Toyota Corolla/Hatch/2.0L' }, { timeout: 10_000 });
}

/** 'Upload receipt': the file input itself, named by its label. */
const uploadControl = () => screen.getByLabelText('Upload receipt');

const pick = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const input = screen.getByTestId('receipt-input');
  await user.upload(
    input,
    new File(['x'], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' }),
  );
};

describe('adhoc expense form', { timeout: 30_000 }, () => {
  it('lists subscribed vehicles as name/body/engine and the expense types', async () => {
    await openForm();
    const type = screen.getByLabelText(/Type of expense/);
    expect(within(type).getByRole('option', { name: 'Fuel' })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: 'Roadside Assistance' })).toBeInTheDocument();
    expect(uploadControl()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/portal/expense/logs',
    );
  });

  // A shared car's 'File a claim' on the driver's home names its vehicle in the link.
  it('starts a new claim with the vehicle its link names, when a claim can be for it', async () => {
    const RANGER = '0b5e0000-0000-4000-8000-000000000002';
    serve({
      'POST /api/customer/subscribed/vehicles': ok([
        ...vehicles,
        {
          ...vehicles[0]!,
          id: RANGER,
          vehicleDetails: { name: 'Ford Ranger', body: 'Ute', engine: '3.2L' },
        },
      ]),
    });
    renderPortal(`/portal/adhoc/new?vehicle=${RANGER}`);
    await screen.findByRole('option', { name: 'Ford Ranger/Ute/3.2L' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByLabelText(/^Vehicle/)).toHaveValue(RANGER));
  });

  it('highlights every missing field after a failed save, with SPEC messages, and saves nothing', async () => {
    const user = userEvent.setup();
    // Two vehicles and no claim yet: none is chosen for the customer (one would be).
    serve({
      'POST /api/customer/subscribed/vehicles': ok([
        ...vehicles,
        {
          ...vehicles[0]!,
          id: '0b5e0000-0000-4000-8000-000000000002',
          vehicleDetails: { name: 'Ford Ranger', body: 'Ute', engine: '3.2L' },
        },
      ]),
      'POST /api/customer/monthly/expenses': ok([]),
    });
    await openForm();
    expect(screen.queryByText('Recipt copy requred!')).not.toBeInTheDocument();
    // The date starts as today: empty it to see its message too.
    await user.clear(screen.getByLabelText(/^Expense date/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipt copy requred!')).toBeInTheDocument();
    for (const message of [
      'Vehicle is required',
      'Type of expense is required',
      'BSB is required',
      'Account number is required',
      'Amount is required',
      'Expense date is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Vehicle/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^BSB/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^BSB/)).toHaveAccessibleDescription('BSB is required');
    expect(await getCustomerDb().outbox.count()).toBe(0);
  });

  it.each([
    ['receipt.pdf', 'Only Image file allowed'],
    ['huge-photo.jpg', 'Image size to too large'],
    ['broken.jpg', 'Unknown error'],
  ])('refuses the receipt %s with %s', async (name, message) => {
    // accept="image/*" is only a hint: pickers offer "All files" too.
    const user = userEvent.setup({ applyAccept: false });
    await openForm();
    await pick(user, name);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(uploadControl()).toBeInTheDocument();
  });

  it('shows one receipt as a file link with a remove icon', async () => {
    const user = userEvent.setup();
    await openForm();
    await pick(user, 'fuel.png');
    expect(await screen.findByRole('link', { name: 'fuel.jpg' })).toHaveAttribute('href');
    expect(screen.queryByLabelText('Upload receipt')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove receipt fuel.jpg' }));
    expect(uploadControl()).toBeInTheDocument();
  });

  it("opens the picker from the keyboard natively: 'Upload receipt' is the file input itself", async () => {
    const user = userEvent.setup();
    await openForm();
    // No button passing a click on to a hidden input (which a render between the focus and the
    // key could lose): the control the keys reach is the file input, which the browser opens.
    screen.getByRole('button', { name: /Snap receipt/ }).focus();
    await user.tab();
    const upload = uploadControl();
    expect(upload).toHaveFocus();
    expect(upload).toHaveAttribute('type', 'file');
    expect(upload).not.toHaveAttribute('hidden');
    expect(upload).toBe(screen.getByTestId('receipt-input'));
    await user.upload(upload, new File(['x'], 'fuel.png', { type: 'image/png' }));
    expect(await screen.findByRole('link', { name: 'fuel.jpg' })).toBeInTheDocument();
  });

  it('keeps the form, and the control in focus, while the vehicles answer slowly', async () => {
    const user = userEvent.setup();
    let answerVehicles: () => void = () => undefined;
    const vehiclesAnswered = new Promise<void>((resolve) => (answerVehicles = resolve));
    serve({
      'POST /api/customer/subscribed/vehicles': vehiclesAnswered.then(() => ok(vehicles)),
      'POST /api/user/banks': ok([
        {
          id: 'b1',
          isDefault: true,
          accountNumber: '5678',
          fullName: 'Olivia Nguyen',
          bSB: '062000',
          paymentMethodId: 'pm_2',
          email: 'a@b.com',
        },
      ]),
    });
    let replaced = false;
    const watcher = new MutationObserver(() => {
      if (document.body.textContent?.includes('No subscribed vehicle yet')) replaced = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      renderPortal('/portal/adhoc/new');
      await screen.findByRole('heading', { name: 'Adhoc Expence' }, { timeout: 10_000 });
      // The saved banks are read and the default's BSB filled in: the device's (empty) copy of
      // the vehicles, asked for before them, has answered too. Only the network is to come.
      await waitFor(() => expect(screen.getByLabelText(/^BSB/)).toHaveValue('062-000'), {
        timeout: 10_000,
      });
      screen.getByRole('button', { name: /Snap receipt/ }).focus();
      await user.tab();
      const upload = uploadControl();
      expect(upload).toHaveFocus();
      answerVehicles();
      await screen.findByRole('option', { name: 'Toyota Corolla/Hatch/2.0L' }, { timeout: 10_000 });
      // The same control, still there and still in focus: the key the customer presses next
      // reaches it.
      expect(upload).toHaveFocus();
      expect(upload.isConnected).toBe(true);
    } finally {
      watcher.disconnect();
    }
    expect(replaced).toBe(false);
  });

  it('masks BSB as 000-000, blocks non-digits in the account number, formats the amount', async () => {
    const user = userEvent.setup();
    await openForm();
    const bsb = screen.getByLabelText(/^BSB/);
    await user.type(bsb, '06a2000');
    expect(bsb).toHaveValue('062-000');
    const account = screen.getByLabelText(/^Account number/);
    await user.type(account, '12ab345678901234');
    expect(account).toHaveValue('1234567890');
    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, '-1234.567');
    expect(amount).toHaveValue('$1,234.56');
    const date = screen.getByLabelText(/^Expense date/);
    await user.clear(date);
    await user.type(date, '04032026');
    expect(date).toHaveValue('04/03/2026');
  });

  it('refuses a short account number, an impossible date and too large an amount', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(screen.getByLabelText(/^Account number/), '12345');
    await user.clear(screen.getByLabelText(/^Expense date/));
    await user.type(screen.getByLabelText(/^Expense date/), '31022026');
    await user.type(screen.getByLabelText(/^BSB/), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account number must be 6 to 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Expense date must be a valid date (dd/mm/yyyy)')).toBeInTheDocument();
    expect(screen.getByText('BSB must be 6 digits')).toBeInTheDocument();
  });

  it('saves a valid claim to the outbox in one go and shows it waiting on the expense log', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.selectOptions(screen.getByLabelText(/^Vehicle/), VEHICLE);
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Tolls');
    await pick(user, 'toll.jpg');
    await screen.findByRole('link', { name: 'toll.jpg' });
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    await user.type(screen.getByLabelText(/^Amount/), '23.40');
    await user.clear(screen.getByLabelText(/^Expense date/));
    await user.type(screen.getByLabelText(/^Expense date/), '04032026');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The upload met a gateway with no server behind it: saved here, waiting for the server. The
    // toast follows the first send attempt's answer and shows for 4 s; on a busy machine the
    // expense log's heading can come later than that, so both are looked for from the Save on.
    const savedToast = screen.findByText(
      'Expense saved on this device. It will be sent as soon as the server can be reached.',
      {},
      { timeout: 10_000 },
    );
    expect(
      await screen.findByRole('heading', { name: 'Expenses' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await savedToast).toBeInTheDocument();
    expect(screen.queryByText(/It will be sent as soon as you are online/)).toBeNull();
    const db = getCustomerDb();
    const [draft] = await db.outbox.toArray();
    expect(draft).toMatchObject({
      fields: {
        vehicle: VEHICLE,
        type: 'Tolls',
        amount: 23.4,
        expenseDate: '2026-03-04',
        bsb: '062000',
        accountNumber: '12345678',
      },
      vehicleLabel: 'Toyota Corolla/Hatch/2.0L',
      receiptName: 'toll.jpg',
    });
    expect(await db.receipts.get(draft!.id)).toMatchObject({
      type: 'image/jpeg',
      name: 'toll.jpg',
    });
    await waitFor(() => expect(screen.getByText('Waiting to send')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send now' })).toBeInTheDocument();
  });

  it('asks before saving a claim dated more than 12 months back, and saves it once confirmed', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.selectOptions(screen.getByLabelText(/^Vehicle/), VEHICLE);
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Fuel');
    await pick(user, 'old.jpg');
    await screen.findByRole('link', { name: 'old.jpg' });
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    await user.type(screen.getByLabelText(/^Amount/), '61.20');
    const date = screen.getByLabelText(/^Expense date/);
    await user.clear(date);
    await user.type(date, '03032018');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Check the expense date' });
    expect(dialog).toHaveAccessibleDescription(
      'The expense date, 03/03/2018, is more than 12 months ago. Is this the date on the receipt?',
    );
    const db = getCustomerDb();
    expect(await db.outbox.count()).toBe(0);
    // 'Change the date' puts the cursor on it, and nothing is saved.
    await user.click(screen.getByRole('button', { name: 'Change the date' }));
    await waitFor(() => expect(date).toHaveFocus());
    expect(await db.outbox.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, save the claim',
      }),
    );
    await screen.findByRole('heading', { name: 'Expenses' }, { timeout: 10_000 });
    const [draft] = await db.outbox.toArray();
    expect(draft?.fields).toMatchObject({ expenseDate: '2018-03-03', amount: 61.2 });
  });

  it('saves a claim dated within the last 12 months without asking', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.selectOptions(screen.getByLabelText(/^Vehicle/), VEHICLE);
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Fuel');
    await pick(user, 'recent.jpg');
    await screen.findByRole('link', { name: 'recent.jpg' });
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    await user.type(screen.getByLabelText(/^Amount/), '18');
    // Eleven months ago: inside the year, so no question.
    const day = new Date();
    day.setDate(1);
    day.setMonth(day.getMonth() - 11);
    const digits = `01${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`;
    const date = screen.getByLabelText(/^Expense date/);
    await user.clear(date);
    await user.type(date, digits);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Expenses' }, { timeout: 10_000 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await getCustomerDb().outbox.count()).toBe(1);
  });

  it('says once, in the form, that a claim could not be kept on a full device', async () => {
    const user = userEvent.setup();
    await openForm();
    const full = Object.assign(new Error('The quota has been exceeded.'), {
      name: 'QuotaExceededError',
    });
    vi.spyOn(getCustomerDb().receipts, 'add').mockRejectedValue(full);
    const toastError = vi.spyOn(toast, 'error');
    await user.selectOptions(screen.getByLabelText(/^Vehicle/), VEHICLE);
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Tolls');
    await pick(user, 'toll.jpg');
    await screen.findByRole('link', { name: 'toll.jpg' });
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    await user.type(screen.getByLabelText(/^Amount/), '23.40');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      QUOTA_MESSAGE,
    );
    // Not a toast as well (the background mirror refreshes may toast their own news).
    expect(toastError).not.toHaveBeenCalledWith(QUOTA_MESSAGE);
    expect(await getCustomerDb().outbox.count()).toBe(0);
    expect(screen.getByRole('heading', { name: 'Adhoc Expence' })).toBeInTheDocument();
    toastError.mockRestore();
  });
});

describe('adhoc expense form on a device that will not keep the claim', { timeout: 30_000 }, () => {
  // jsdom has no StorageManager; a test gives the form one.
  afterEach(() => {
    delete (navigator as { storage?: unknown }).storage;
  });
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.selectOptions(screen.getByLabelText(/^Vehicle/), VEHICLE);
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Tolls');
    await pick(user, 'toll.jpg');
    await screen.findByRole('link', { name: 'toll.jpg' });
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    await user.type(screen.getByLabelText(/^Amount/), '23.40');
  };
  const expectTypingKept = () => {
    expect(screen.getByLabelText(/^Vehicle/)).toHaveValue(VEHICLE);
    expect(screen.getByLabelText(/Type of expense/)).toHaveValue('Tolls');
    expect(screen.getByLabelText(/^BSB/)).toHaveValue('062-000');
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('12345678');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('$23.40');
    expect(screen.getByRole('link', { name: 'toll.jpg' })).toBeInTheDocument();
  };

  it('a full device, as the browser estimates it, is said in the form before writing; the typing stays', async () => {
    const user = userEvent.setup();
    await openForm();
    await fill(user);
    const estimate = vi.fn(async () => ({ quota: 200 * 1024 * 1024, usage: 199.5 * 1024 * 1024 }));
    Object.defineProperty(navigator, 'storage', { value: { estimate }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      QUOTA_MESSAGE,
    );
    expect(estimate).toHaveBeenCalled();
    expect(await getCustomerDb().outbox.count()).toBe(0);
    expectTypingKept();
  });

  it('private browsing refusing the photo is said in the form; nothing is lost of what was typed', async () => {
    const user = userEvent.setup();
    await openForm();
    await fill(user);
    const refused = new DOMException(
      'Error preparing Blob/File data to be stored in object store',
      'UnknownError',
    );
    vi.spyOn(getCustomerDb().receipts, 'add').mockRejectedValue(refused);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      STORAGE_REFUSED_MESSAGE,
    );
    expect(await getCustomerDb().outbox.count()).toBe(0);
    expectTypingKept();
    // Once the browser keeps it (a normal window), the same form saves.
    vi.mocked(getCustomerDb().receipts.add).mockRestore();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Expenses' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await getCustomerDb().outbox.count()).toBe(1);
  });
});

describe('adhoc expense form on a phone', { timeout: 30_000 }, () => {
  const todayShown = () => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
  };

  it('leads with a large Snap receipt area, focused first after a failed save', async () => {
    const user = userEvent.setup();
    await openForm();
    const snap = screen.getByRole('button', { name: /Snap receipt/ });
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLElement;
    const [first] = within(form).getAllByRole('button');
    expect(first).toBe(snap);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipt copy requred!')).toBeInTheDocument();
    expect(snap).toHaveFocus();
    expect(snap).toHaveAccessibleDescription(/Recipt copy requred!/);

    await pick(user, 'fuel.png');
    const link = await screen.findByRole('link', { name: 'fuel.jpg' });
    expect(link.parentElement?.querySelector('img.receipt-field__thumb')).toHaveAttribute('src');
    expect(screen.queryByText('Recipt copy requred!')).not.toBeInTheDocument();
  });

  it('dates the expense today, takes a day from the calendar and keeps dd/mm/yyyy', async () => {
    await openForm();
    const date = screen.getByLabelText(/^Expense date/);
    expect(date).toHaveValue(todayShown());
    const calendar = screen.getByLabelText('Pick the day from a calendar');
    expect(calendar).toHaveAttribute('type', 'date');
    fireEvent.change(calendar, { target: { value: '2026-03-04' } });
    expect(date).toHaveValue('04/03/2026');
  });

  it('fills the BSB from the default bank and asks for the account number, saying why', async () => {
    serve({
      'POST /api/customer/subscribed/vehicles': ok(vehicles),
      'POST /api/user/banks': ok([
        {
          id: 'b1',
          isDefault: false,
          accountNumber: '1111',
          fullName: 'Old',
          bSB: '111111',
          paymentMethodId: 'pm_1',
          email: 'a@b.com',
        },
        {
          id: 'b2',
          isDefault: true,
          accountNumber: '5678',
          fullName: 'Olivia Nguyen',
          bSB: '062000',
          paymentMethodId: 'pm_2',
          email: 'a@b.com',
        },
      ]),
    });
    await openForm();
    await waitFor(() => expect(screen.getByLabelText(/^BSB/)).toHaveValue('062-000'));
    const account = screen.getByLabelText(/^Account number/);
    expect(account).toHaveValue('');
    expect(account).toHaveAccessibleDescription(/ends in 5678: type it in full/);
  });

  it('offers a way to subscribe a vehicle when none is subscribed', async () => {
    serve({ 'POST /api/customer/subscribed/vehicles': ok([]) });
    renderPortal('/portal/adhoc/new');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No subscribed vehicle yet' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Adhoc Expence', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your vehicles' })).toHaveAttribute(
      'href',
      '/portal/vehicles',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
