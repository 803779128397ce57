import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpenseListRow } from '../../../contract/expenses';
import { getCustomerDb } from '../../../src/offline/db';
import { createDraft } from '../../../src/offline/outbox/drafts';
import { expectPagerOnceFilled, heldBackPages } from '../app/held-back-pages';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const VEHICLE = '0b5e0000-0000-4000-8000-000000000001';

const row = (i: number, over: Partial<ExpenseListRow> = {}): ExpenseListRow => ({
  id: `e0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  tenantId: 'cargo',
  slug: `adhoc-${i}`,
  createdBy: 'me',
  updatedBy: 'me',
  createdOn: '2026-03-05T01:00:00.000Z',
  updatedOn: '2026-03-05T01:00:00.000Z',
  isDeleted: false,
  isActive: true,
  customerDetail: { fullName: 'Olivia Nguyen', email: 'olivia@example.com' },
  customer: 'me',
  amount: 10 * i,
  month: 3,
  year: 2026,
  status: 'SUBMITTED',
  vehicle: VEHICLE,
  expenseDate: '2026-03-05',
  type: 'Fuel',
  reciept: 'abc.jpg',
  account: '062000 XXXX5678',
  bsb: '062000',
  vehicleMasterDetails: { name: `Car ${i}`, body: 'Hatch', engine: '2.0L' },
  isApproved: false,
  isPaid: false,
  totalCount: 9,
  ...over,
});

const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]).buffer;

beforeEach(() => vi.stubGlobal('XMLHttpRequest', undefined));
afterEach(resetAll);

function serveClaims(rows: ExpenseListRow[]) {
  return serve({
    'POST /api/customer/monthly/expenses': ok(rows),
    'GET /api/file/upload-url': ok({ url: '/api/file/group/items/upload' }),
    'POST http://localhost:3000/api/file/group/items/upload': { status: 503, body: null },
  });
}

describe('expense log', { timeout: 30_000 }, () => {
  it('shows the newest claims of a long list while the older ones arrive', async () => {
    const claims = Array.from({ length: 120 }, (_, i) => row(i + 1, { totalCount: 120 }));
    const { handler, releaseOlder } = heldBackPages(claims);
    serve({ 'POST /api/customer/monthly/expenses': handler });
    await signIn();
    renderPortal('/portal/expense/logs');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(7);
    // 120 claims, 7 to a page.
    await expectPagerOnceFilled(releaseOlder, {
      pending: 'Loading your older expenses…',
      pager: 'Expense pages',
      lastPage: 'Page 18 of 18',
    });
  });

  it('shows SPEC columns, AUD amounts, dd MMM, yyyy dates, approval words and paid marks, 7 a page', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => row(9 - i));
    rows[0] = row(9, { isApproved: true, isPaid: true, amount: 1234.5 });
    serveClaims(rows);
    await signIn();
    renderPortal('/portal/expense/logs');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Vehicle Name',
      'Expense Type',
      'Amount',
      'Expense Date',
      'Approve',
      'Paid',
    ]);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(7);
    expect(bodyRows[0]).toHaveTextContent('Car 9');
    expect(bodyRows[0]).toHaveTextContent('$1,234.50');
    expect(bodyRows[0]).toHaveTextContent('05 Mar, 2026');
    expect(within(bodyRows[0]!).getByText('Approved')).toBeInTheDocument();
    expect(within(bodyRows[0]!).getByRole('img', { name: 'Paid' })).toBeInTheDocument();
    expect(within(bodyRows[1]!).getByText('Not Approved')).toBeInTheDocument();
    expect(within(bodyRows[1]!).getByRole('img', { name: 'Not paid' })).toBeInTheDocument();
    expect(await screen.findByText(/Last updated/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Add Adhoc Expense' })).toHaveAttribute(
      'href',
      '/portal/adhoc/new',
    );
  });

  it("says 'No record available' when there are no claims", async () => {
    serveClaims([]);
    await signIn();
    renderPortal('/portal/expense/logs');
    expect(
      await screen.findByText('No record available', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows drafts on top: waiting ones, and ones needing attention with the server message, edit and discard', async () => {
    serveClaims([]);
    await signIn();
    const db = getCustomerDb();
    const make = (amount: number) =>
      createDraft(db, {
        customerId: 'me',
        fields: {
          vehicle: VEHICLE,
          type: 'Parking',
          amount,
          expenseDate: '2026-03-01',
          bsb: '062000',
          accountNumber: '123456',
        },
        vehicleLabel: 'Toyota Corolla/Hatch/2.0L',
        receipt: { bytes: jpeg(), type: 'image/jpeg', name: 'r.jpg' },
      });
    await make(5);
    const stuck = await make(6);
    await db.outbox.update(stuck.id, {
      state: 'needs-attention',
      lastError: 'Claims can only be made for a subscribed vehicle',
    });
    renderPortal('/portal/expense/logs');
    const outbox = await screen.findByRole('region', { name: /Not sent yet/ }, { timeout: 10_000 });
    expect(within(outbox).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(outbox).getAllByText('Needs attention').length).toBeGreaterThan(0);
    expect(within(outbox).getByRole('alert')).toHaveTextContent(
      'Claims can only be made for a subscribed vehicle',
    );
    expect(within(outbox).getByRole('link', { name: 'Edit and resend' })).toHaveAttribute(
      'href',
      `/portal/adhoc/draft/${stuck.id}`,
    );
    await userEvent.click(within(outbox).getByRole('button', { name: 'Discard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
  });
});

describe('expense rows on phones', { timeout: 30_000 }, () => {
  it('shows Submitted → Approved → Paid in SPEC words, a receipt thumbnail, and a detail sheet', async () => {
    const user = userEvent.setup();
    serveClaims([
      row(1, { isApproved: true, isPaid: true, amount: 88.5, type: 'Tyres' }),
      row(2, { isApproved: false, isPaid: false }),
    ]);
    await signIn();
    renderPortal('/portal/expense/logs');
    const list = await screen.findByRole('list', { name: 'Expenses' }, { timeout: 10_000 });
    const [paid, waiting] = within(list).getAllByRole('listitem', {
      name: (_name, element) => element.classList.contains('expense-row'),
    });
    const steps = (item: HTMLElement) =>
      within(within(item).getByRole('list', { name: 'Claim progress' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent);
    expect(steps(paid as HTMLElement)).toEqual(['✓Submitted', '✓Approved', '✓Paid']);
    expect(steps(waiting as HTMLElement)).toEqual(['✓Submitted', '✗Not Approved', '✗Not paid']);
    expect((paid as HTMLElement).querySelector('img')).toHaveAttribute('src', '/api/file/abc.jpg');

    await user.click(
      within(paid as HTMLElement).getByRole('button', {
        name: /^Car 1 ?Tyres · .+\$88\.50 ?, details$/,
      }),
    );
    const sheet = screen.getByRole('dialog', { name: 'Tyres, $88.50' });
    // It opens at its top: the sheet itself has focus, not the receipt link at its foot, which
    // would scroll the title and close button out of sight.
    expect(sheet).toHaveFocus();
    expect(sheet).toHaveTextContent('Approved');
    expect(within(sheet).getByRole('img', { name: 'Receipt' })).toHaveAttribute(
      'src',
      '/api/file/abc.jpg',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
