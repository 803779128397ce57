import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '../../../src/lib/api';
import { CustomerDb, getCustomerDb, peekCustomerDb } from '../../../src/offline/db';
import { LOCAL_USER_KEY } from '../../../src/offline/local-user';
import { withOutboxLock } from '../../../src/offline/outbox/lock';
import { sendOutbox } from '../../../src/offline/outbox/sender';
import { demoUser, reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
import { server } from '../msw/server';

// jsdom has no image pipeline: the picked file is handed over as already-downscaled JPEG bytes.
vi.mock('../../../src/offline/receipt-image', async (original) => {
  const real = await original<typeof import('../../../src/offline/receipt-image')>();
  return {
    ...real,
    prepareReceipt: async (_file: Blob, name: string) => ({
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).buffer,
      type: 'image/jpeg',
      name: name.replace(/\.\w+$/, '.jpg'),
    }),
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
const ok = (data: unknown, message = 'OK') => HttpResponse.json({ status: true, message, data });

/** What the server received, so a test can tell one claim from two. */
const received = { uploads: 0, claims: 0 };

// The real API client, the real outbox sender and its XMLHttpRequest uploader, over msw.
const handlers = [
  http.post('*/api/customer/subscribed/vehicles', () => ok(vehicles)),
  http.post('*/api/customer/monthly/expenses', () => ok([])),
  http.get('*/api/file/upload-url', () => ok({ url: '/api/file/group/items/upload' })),
  http.post('*/api/file/group/items/upload', () => {
    received.uploads += 1;
    return ok(
      [{ path: 'r-1.jpg', name: 'r-1.jpg', mimeType: 'image/jpeg', size: 8, type: 'image/jpeg' }],
      'File uploaded',
    );
  }),
  http.post('*/api/usermonthlyexpense', async ({ request }) => {
    received.claims += 1;
    const body = (await request.json()) as Record<string, unknown>;
    const now = new Date().toISOString();
    return ok(
      {
        id: '5e000000-0000-4000-8000-000000000001',
        tenantId: 'cargo',
        slug: 'k',
        createdBy: 'me',
        updatedBy: 'me',
        createdOn: now,
        updatedOn: now,
        isDeleted: false,
        isActive: true,
        customerDetail: { fullName: 'Olivia Nguyen', email: 'olivia@example.com' },
        customer: 'me',
        amount: body.amount,
        month: 3,
        year: 2026,
        status: 'SUBMITTED',
        vehicle: body.vehicle,
        expenseDate: body.expenseDate,
        type: body.type,
        reciept: body.reciept,
        account: body.account,
        bsb: body.bsb,
        vehicleMasterDetails: { name: 'Toyota Corolla', body: 'Hatch', engine: '2.0L' },
        isApproved: false,
        isPaid: false,
      },
      'Expense added successfully',
    );
  }),
  http.all('*/api/*', () =>
    HttpResponse.json({ status: false, message: 'Not found' }, { status: 404 }),
  ),
];

beforeEach(async () => {
  server.resetHandlers(...handlers);
  received.uploads = 0;
  received.claims = 0;
  await signIn();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetAll();
});

/** Reads the customer's database through a connection of its own, as the next page load would. */
async function inCustomerDb<T>(customerId: string, read: (db: CustomerDb) => Promise<T>) {
  const db = new CustomerDb(customerId);
  await db.open();
  try {
    return await read(db);
  } finally {
    db.close();
  }
}

async function openForm() {
  renderPortal('/portal/adhoc/new');
  await screen.findByRole('heading', { name: 'Adhoc Expence' }, { timeout: 10_000 });
  await screen.findByRole('option', { name: 'Toyota Corolla/Hatch/2.0L' }, { timeout: 10_000 });
}

const pick = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.upload(screen.getByTestId('receipt-input'), new File(['x'], name, { type: 'image/jpeg' }));

describe('the claim form and the outbox, over the network', { timeout: 40_000 }, () => {
  it('saving online shows one message, the server’s, and sends the claim once', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.selectOptions(screen.getByLabelText(/^Vehicle/), VEHICLE);
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Fuel');
    await pick(user, 'fuel.jpg');
    await screen.findByRole('link', { name: 'fuel.jpg' });
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    await user.type(screen.getByLabelText(/^Amount/), '40.10');
    await user.type(screen.getByLabelText(/^Expense date/), '04032026');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expense added successfully', {}, { timeout: 15_000 }));
    await waitFor(async () => expect(await getCustomerDb().outbox.count()).toBe(0));
    expect(received).toEqual({ uploads: 1, claims: 1 });
    expect(screen.getAllByText('Expense added successfully')).toHaveLength(1);
    expect(screen.queryByText(/Expense saved/)).toBeNull();
  });

  it('a claim another sender takes during a slow upload is in the log at once, with a message', async () => {
    // The service worker's Background Sync (or another tab) holds the outbox while this page's
    // own pass waits for it: that sender, not this page's, hears the server take the claim.
    const db = getCustomerDb();
    let releaseUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    let uploadStarted = () => {};
    const uploading = new Promise<void>((resolve) => (uploadStarted = resolve));
    const stored: unknown[] = [];
    server.use(
      http.post('*/api/file/group/items/upload', async () => {
        received.uploads += 1;
        uploadStarted();
        await uploadHeld;
        return ok(
          [
            {
              path: 'r-1.jpg',
              name: 'r-1.jpg',
              mimeType: 'image/jpeg',
              size: 8,
              type: 'image/jpeg',
            },
          ],
          'File uploaded',
        );
      }),
      http.post('*/api/customer/monthly/expenses', () =>
        ok(stored.map((row) => ({ ...(row as object), totalCount: stored.length }))),
      ),
    );
    const user = userEvent.setup();
    await openForm();
    await user.selectOptions(screen.getByLabelText(/^Vehicle/), VEHICLE);
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Fuel');
    await pick(user, 'fuel.jpg');
    await screen.findByRole('link', { name: 'fuel.jpg' });
    await user.type(screen.getByLabelText(/^BSB/), '062000');
    await user.type(screen.getByLabelText(/^Account number/), '12345678');
    await user.type(screen.getByLabelText(/^Amount/), '40.10');
    await user.type(screen.getByLabelText(/^Expense date/), '04032026');

    let draftSaved = () => {};
    const saved = new Promise<void>((resolve) => (draftSaved = resolve));
    const elsewhere = withOutboxLock(
      db,
      async () => {
        await saved;
        return sendOutbox({
          db,
          fetch: (input, init) => fetch(input, init),
          apiBase: window.location.origin,
          uploadUrl: `${window.location.origin}/api/file/group/items/upload`,
          owner: 'service-worker',
          locks: null,
        });
      },
      { owner: 'service-worker', locks: null },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    draftSaved();
    await uploading;
    await screen.findByRole('heading', { name: 'Expenses' }, { timeout: 10_000 });
    releaseUpload();
    const result = await elsewhere;
    expect(result.sent).toBe(1);
    // The server lists the claim it answered with from now on.
    stored.push(...[...(await db.expenses.toArray())].map(({ _order, ...row }) => row));

    expect(
      await screen.findByText('Expense added successfully', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('$40.10')).not.toHaveLength(0);
    expect(screen.queryByText('No record available')).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(received).toEqual({ uploads: 1, claims: 1 });
  });

  it('keeps a half-typed claim, receipt included, over a reload', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Tolls');
    await pick(user, 'toll.jpg');
    await screen.findByRole('link', { name: 'toll.jpg' });
    await user.type(screen.getByLabelText(/^Account number/), '7654321');
    const db = getCustomerDb();
    await waitFor(async () =>
      expect(await db.unsavedClaims.get('new')).toMatchObject({
        values: { type: 'Tolls', accountNumber: '7654321' },
      }),
    );

    // The page reloads (or the session ends and the customer signs in again).
    reloadPage();
    await signIn();
    await openForm();
    expect(screen.getByLabelText(/Type of expense/)).toHaveValue('Tolls');
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('7654321');
    expect(await screen.findByRole('link', { name: 'toll.jpg' })).toBeInTheDocument();
  });
});

describe('a half-typed claim over a session that ends', { timeout: 40_000 }, () => {
  it('is kept through the 401 and restored, receipt included, on signing in again', async () => {
    const user = userEvent.setup();
    const customerId = demoUser().id;
    await openForm();
    await user.selectOptions(screen.getByLabelText(/Type of expense/), 'Tolls');
    await pick(user, 'toll.jpg');
    await screen.findByRole('link', { name: 'toll.jpg' });
    await user.type(screen.getByLabelText(/^Account number/), '7654321');
    const db = getCustomerDb();
    await waitFor(async () =>
      expect(await db.unsavedClaims.get('new')).toMatchObject({
        values: { type: 'Tolls', accountNumber: '7654321' },
      }),
    );
    expect(await db.unsavedReceipts.get('new')).toMatchObject({ name: 'toll.jpg' });
    expect(await db.subscribedVehicles.count()).toBe(1);

    // The session ends on the server: the next request the portal makes is answered 401.
    server.use(
      http.all('*/api/*', () =>
        HttpResponse.json({ status: false, message: 'Please sign in again' }, { status: 401 }),
      ),
    );
    await expect(api.get('/api/customer/dashboard', z.unknown())).rejects.toThrow();
    await screen.findByText('Your session has expired. Please sign in again.');
    // What the customer saw is cleared (clearPrivateStores); the half-typed claim is not.
    await waitFor(async () => {
      expect(localStorage.getItem(LOCAL_USER_KEY)).toBeNull();
      expect(await inCustomerDb(customerId, (kept) => kept.subscribedVehicles.count())).toBe(0);
    });
    expect(peekCustomerDb()).toBeNull();

    // The same customer signs in again on the sign-in page the portal went to.
    server.resetHandlers(...handlers);
    server.use(http.post('*/api/auth/login', () => ok(demoUser(), 'Signed in')));
    await user.type(screen.getByLabelText(/^Email/), 'olivia@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Adhoc Expence' }, { timeout: 10_000 });
    await screen.findByRole('option', { name: 'Toyota Corolla/Hatch/2.0L' }, { timeout: 10_000 });
    expect(screen.getByLabelText(/Type of expense/)).toHaveValue('Tolls');
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('7654321');
    expect(await screen.findByRole('link', { name: 'toll.jpg' })).toBeInTheDocument();
  });
});

describe('a list this device never loaded', { timeout: 40_000 }, () => {
  it("says 'Not saved on this device yet', not 'No record available', when nothing could load", async () => {
    server.use(http.post('*/api/customer/monthly/expenses', () => HttpResponse.error()));
    renderPortal('/portal/expense/logs');
    expect(
      await screen.findByText('Not saved on this device yet', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No record available')).toBeNull();
  });

  it("keeps SPEC's 'No record available' for a list the server says is empty", async () => {
    renderPortal('/portal/expense/logs');
    expect(
      await screen.findByText('No record available', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not saved on this device yet')).toBeNull();
  });
});

describe("'Send now' that cannot send", { timeout: 40_000 }, () => {
  it('says why nothing happened when the device is offline', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/file/group/items/upload', () => HttpResponse.error()));
    const db = getCustomerDb();
    await db.outbox.add({
      id: 'd0000000-0000-4000-8000-000000000001',
      customerId: db.customerId,
      state: 'queued',
      createdAt: 1,
      updatedAt: 1,
      idempotencyKey: 'k-1',
      fields: {
        vehicle: VEHICLE,
        type: 'Fuel',
        amount: 12,
        expenseDate: '2026-03-04',
        bsb: '062000',
        accountNumber: '12345678',
      },
      vehicleLabel: 'Toyota Corolla/Hatch/2.0L',
      receiptName: 'r.jpg',
      receiptType: 'image/jpeg',
      receiptSize: 8,
      receiptVersion: 0,
      attempts: 0,
      nextAttemptAt: 1,
    });
    await db.receipts.add({
      draftId: 'd0000000-0000-4000-8000-000000000001',
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).buffer,
      type: 'image/jpeg',
      name: 'r.jpg',
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPortal('/portal/expense/logs');
    await user.click(await screen.findByRole('button', { name: 'Send now' }, { timeout: 15_000 }));
    expect(
      await screen.findByText(
        /Nothing was sent: this device is offline\./,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(1);
  });
});
