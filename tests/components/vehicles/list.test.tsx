import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { refundInFlightText } from '../../../contract/refund-in-flight';
import type { VehicleDetail, VehicleListItem } from '../../../contract/vehicles';
import {
  smallActions,
  smallBadge,
  wideActions,
  wideBadge,
} from '../../../src/features/vehicles/list/status';
import { getCustomerDb } from '../../../src/offline/db';
import { reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
import { signedIn } from '../msw/account';
import { ok, refusal } from '../msw/answers';
import { listItem, samplePrice } from '../msw/catalogue';
import { offline, serve, type Asked } from '../msw/server';

const listHandler =
  (rows: VehicleListItem[]) =>
  ({ body }: Asked) => {
    const { offset, next } = body as { offset: number; next: number };
    const page = rows.slice(offset * next, offset * next + next);
    return ok(page.map((r, i) => (i === 0 ? { ...r, totalCount: rows.length } : r)));
  };

async function openList() {
  const view = renderPortal('/portal/vehicles');
  await screen.findByRole('heading', { name: 'Your Vehicles', level: 1 }, { timeout: 10_000 });
  return view;
}
const table = () => screen.getByRole('table');
const cards = () => screen.getByRole('list', { name: 'Your vehicles' });

describe('status rules (SPEC §4)', () => {
  it('wide table: badges by state, Pay for pending and active, Edit for states 2 and 0', () => {
    expect(wideBadge({ subscribeStatus: 2, isActive: true })?.label).toBe('Active');
    expect(wideBadge({ subscribeStatus: 3, isActive: true })?.label).toBe('InActive');
    expect(wideBadge({ subscribeStatus: 0, isActive: true })).toBeNull();
    expect(wideActions({ subscribeStatus: 0, isActive: true })).toEqual({ pay: true, edit: true });
    expect(wideActions({ subscribeStatus: 0, isActive: false })).toEqual({
      pay: false,
      edit: true,
    });
    expect(wideActions({ subscribeStatus: 2, isActive: true })).toEqual({ pay: false, edit: true });
    expect(wideActions({ subscribeStatus: 3, isActive: true })).toEqual({
      pay: false,
      edit: false,
    });
  });
  it('small cards: the isActive flag decides', () => {
    expect(smallBadge({ subscribeStatus: 3, isActive: true })?.label).toBe('Active');
    expect(smallBadge({ subscribeStatus: 2, isActive: false })?.label).toBe('InActive');
    expect(smallActions({ subscribeStatus: 3, isActive: true })).toEqual({ pay: true, edit: true });
    expect(smallActions({ subscribeStatus: 2, isActive: true })).toEqual({
      pay: false,
      edit: true,
    });
    expect(smallActions({ subscribeStatus: 0, isActive: false })).toEqual({
      pay: false,
      edit: false,
    });
  });
});

describe('Your Vehicles', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it("says 'No record available' when there are none, with an Add New button", async () => {
    serve({ ...signedIn, 'POST /api/customer/vehicles': listHandler([]) });
    await signIn();
    await openList();
    expect(await screen.findByText('No record available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/portal/vehicle/new',
    );
  });

  it('shows the SPEC columns, 7 to a page, mirrored from every server page', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => listItem(i + 1));
    const api = serve({ ...signedIn, 'POST /api/customer/vehicles': listHandler(rows) });
    await signIn();
    await openList();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(1 + 7));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Vehicle Name', 'Brand', 'Model', 'Year', 'Created On', 'Action']);
    const first = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(['Toyota', 'Corolla', '2020', '05 Mar, 2026']);
    expect(api.called('POST', '/api/customer/vehicles')[0]?.body).toEqual({ offset: 0, next: 100 });
    expect(await screen.findByText(/Last updated/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 2);
    expect(within(cards()).getAllByRole('listitem')).toHaveLength(2);
    expect(await getCustomerDb().table('vehicles').count()).toBe(9);
  });

  it('shows badges and Pay/Edit by status, differently on the table and the cards', async () => {
    const rows = [
      listItem(1, { subscribeStatus: 0, isActive: true }),
      listItem(2, { subscribeStatus: 2, isActive: true }),
      listItem(3, { subscribeStatus: 3, isActive: true }),
    ];
    serve({ ...signedIn, 'POST /api/customer/vehicles': listHandler(rows) });
    await signIn();
    await openList();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    const row = (i: number) => within(table()).getAllByRole('row')[i] as HTMLElement;
    const card = (i: number) => within(cards()).getAllByRole('listitem')[i] as HTMLElement;
    const buttons = (el: HTMLElement) =>
      within(el)
        .queryAllByRole('link')
        .map((l) => l.textContent);

    expect(buttons(row(1))).toEqual(['Pay', 'Edit']);
    expect(within(row(1)).getByRole('link', { name: /Pay/ })).toHaveAttribute(
      'href',
      `/portal/vehicle/${rows[0]?.id}/payment`,
    );
    expect(within(row(1)).getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      `/portal/vehicle/${rows[0]?.id}`,
    );
    expect(within(row(1)).queryByText(/Active/)).toBeNull();
    // A subscribed vehicle also links to its budget and odometer log.
    expect(buttons(row(2))).toEqual(['Edit', 'Budget', 'Odometer']);
    expect(within(row(2)).getByText('Active')).toBeInTheDocument();
    expect(buttons(row(3))).toEqual([]);
    expect(within(row(3)).getByText('InActive')).toBeInTheDocument();

    // A phone row keeps its actions behind its Actions button, one row open at a time.
    const user = userEvent.setup();
    const actions = (i: number) =>
      within(card(i)).getByRole('button', { name: `Actions for Corolla Ascent Sport ${i + 1}` });
    expect(buttons(card(0))).toEqual([]);
    expect(actions(0)).toHaveAttribute('aria-expanded', 'false');
    await user.click(actions(0));
    expect(actions(0)).toHaveAttribute('aria-expanded', 'true');
    expect(buttons(card(0))).toEqual(['Pay', 'Edit']);
    await user.click(actions(1));
    expect(buttons(card(0))).toEqual([]);
    expect(buttons(card(1))).toEqual(['Edit', 'Budget', 'Odometer']);
    await user.click(actions(2));
    expect(buttons(card(2))).toEqual(['Pay', 'Edit']);
    expect(within(card(2)).getByText('Active')).toBeInTheDocument();
  });

  // SPEC §4 badges phone cards by isActive, so a failed debit and a plan never taken both read
  // 'Active': the plan's own state is said in words beside the badge.
  it("says the plan's state beside a phone card's badge: failed, not subscribed, subscribed", async () => {
    const rows = [
      listItem(1, { subscribeStatus: 0, isActive: true }),
      listItem(2, { subscribeStatus: 0, isActive: true }),
      listItem(3, { subscribeStatus: 2, isActive: true }),
      listItem(4, { subscribeStatus: 3, isActive: true }),
      listItem(5, { subscribeStatus: 0, isActive: true, paymentInFlight: 412.5 }),
    ];
    const failed = {
      vehicleId: rows[0]?.id ?? '',
      vehicleName: 'Corolla Ascent Sport 1',
      kind: 'failed' as const,
      reason: 'Your card was declined.',
      canRetry: true,
    };
    serve({
      ...signedIn,
      'POST /api/customer/vehicles': listHandler(rows),
      'GET /api/customer/dashboard': ok({
        totalVehicle: 5,
        totalAmountofSubscription: 100,
        totalPendingSubscription: 3,
        totalCreditAmount: 0,
        totalExpensiveAmount: 0,
        claimCount: 0,
        nextCharge: null,
        alerts: [failed, { ...failed, vehicleId: rows[1]?.id ?? '', kind: 'pending' as const }],
      }),
    });
    await signIn();
    await openList();
    await screen.findByRole('list', { name: 'Your vehicles' }, { timeout: 10_000 });
    const card = (i: number) => within(cards()).getAllByRole('listitem')[i] as HTMLElement;
    // The dashboard's copy arrives after the list's.
    await within(card(0)).findByText('Payment failed', {}, { timeout: 10_000 });
    expect(within(card(0)).getByText('Active')).toBeInTheDocument();
    expect(within(card(1)).getByText('Not subscribed')).toBeInTheDocument();
    expect(within(card(1)).getByText('Active')).toBeInTheDocument();
    expect(within(card(2)).getByText('Subscribed')).toBeInTheDocument();
    expect(within(card(3)).getByText('Not subscribed')).toBeInTheDocument();
    expect(within(card(4)).getByText('Payment processing')).toBeInTheDocument();
    // The wide table keeps SPEC's own badges only.
    expect(within(table()).queryByText('Payment failed')).toBeNull();
  });

  it('asks before deleting, then reloads; a refusal is toasted and the vehicle stays', async () => {
    let rows = [listItem(1), listItem(2, { subscribeStatus: 2 })];
    const api = serve({
      ...signedIn,
      'POST /api/customer/vehicles': (asked) => listHandler(rows)(asked),
      [`DELETE /api/customer/vehicle/${rows[0]?.id}`]: () => {
        rows = rows.slice(1);
        return ok(null, 'Vehicle deleted successfully');
      },
      [`DELETE /api/customer/vehicle/${rows[1]?.id}`]: () =>
        refusal(409, 'This vehicle has an active subscription and cannot be deleted.'),
    });
    const user = userEvent.setup();
    await signIn();
    await openList();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    const del = within(table()).getByRole('button', { name: 'Delete Corolla Ascent Sport 1' });
    await user.click(del);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Corolla Ascent Sport 1?' });
    expect(dialog).toHaveTextContent('Do you wish to Delete the vehicle?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(del);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(await screen.findByText('Vehicle deleted successfully')).toBeInTheDocument();

    await user.click(
      within(table()).getByRole('button', { name: 'Delete Corolla Ascent Sport 2' }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/cannot be deleted/)).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  });

  it('deletes a vehicle whose payment is still on its way, saying before and after that it is refunded, with the amount', async () => {
    const refund = refundInFlightText(51000, 'vehicle');
    let rows = [listItem(1, { paymentInFlight: 510 })];
    const api = serve({
      ...signedIn,
      'POST /api/customer/vehicles': (asked) => listHandler(rows)(asked),
      [`DELETE /api/customer/vehicle/${rows[0]?.id}`]: () => {
        rows = [];
        return ok(null, `Vehicle deleted successfully. ${refund}`);
      },
    });
    const user = userEvent.setup();
    await signIn();
    await openList();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    const del = within(table()).getByRole('button', { name: 'Delete Corolla Ascent Sport 1' });
    expect(del).toBeEnabled();
    await user.click(del);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Corolla Ascent Sport 1?' });
    expect(dialog).toHaveTextContent('Do you wish to Delete the vehicle?');
    expect(dialog).toHaveTextContent(
      'A payment of $510.00 for this vehicle is still being processed. If it goes through, it will be refunded to you in full; if it does not, nothing is taken.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`Vehicle deleted successfully. ${refund}`)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('offers Delete only when it can succeed, and says why not', async () => {
    const reason =
      'This vehicle has an active subscription and cannot be deleted. Cancel the subscription first.';
    const rows = [listItem(1), listItem(2, { deleteBlockedReason: reason })];
    const api = serve({ ...signedIn, 'POST /api/customer/vehicles': listHandler(rows) });
    await signIn();
    await openList();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    const blocked = within(table()).getByRole('button', { name: 'Delete Corolla Ascent Sport 2' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(reason);
    const free = within(table()).getByRole('button', { name: 'Delete Corolla Ascent Sport 1' });
    expect(free).toBeEnabled();
    expect(free).not.toHaveAttribute('aria-describedby');
    await userEvent.setup().click(blocked);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it("says a refused detail read in the server's words, not as a missing connection", async () => {
    const row = listItem(1, { role: 'driver', sharedBy: 'Olive Owner' });
    serve({
      ...signedIn,
      'POST /api/customer/vehicles': listHandler([row]),
      [`GET /api/customer/vehicle/${row.id}`]: refusal(404, 'Vehicle not found'),
    });
    const user = userEvent.setup();
    await signIn();
    await openList();
    await user.click(
      within(await screen.findByRole('table', {}, { timeout: 10_000 })).getByRole('button', {
        name: 'Corolla Ascent Sport 1',
      }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Corolla Ascent Sport 1' });
    // Said in the popup itself (the API client's toast says it too).
    await within(popup).findByText('Vehicle not found', { selector: '.detail-note' });
    expect(popup).not.toHaveTextContent('need a connection');
  });

  it('opens a detail popup with the Vehicle User and no fuel cost charges', async () => {
    const row = listItem(1);
    const detail: VehicleDetail = {
      id: row.id,
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      vehicleMasterId: '11111111-1111-5111-8111-111111111111',
      registerationNumber: 'ABC123',
      kmYearTravelled: 15000,
      currentOdometer: 24180,
      odometer: { km: 42680, readOn: '2026-11-29', source: 'reading' },
      whoIsUsing: 'OTHER',
      name: 'Jo Citizen',
      firstName: 'Jo',
      lastName: 'Citizen',
      phoneNumber: '0499888777',
      emailAddress: 'jo@example.com',
      isVehicleUnderFinance: false,
      monthlyRepayment: 0,
      isBalloonPayment: false,
      balloonPayment: 0,
      isVehicleInsurance: true,
      vehicleInsurancePaying: 1200,
      isReviewForInsurance: false,
      isEditRecord: false,
      vehicleDetails: row.vehicleDetails,
      subscribeStatus: 0,
      isActive: true,
      chargedAmount: 0,
      createdOn: row.createdOn,
      updatedOn: row.createdOn,
      price: samplePrice({
        otherCharges: [
          ...samplePrice().otherCharges,
          { key: 'FL', name: 'Fuel Cost (estimate)', description: 'Fuel', amount: 146.25 },
        ],
      }),
    };
    serve({
      ...signedIn,
      'POST /api/customer/vehicles': listHandler([row]),
      [`GET /api/customer/vehicle/${row.id}`]: () => ok(detail),
    });
    const user = userEvent.setup();
    await signIn();
    await openList();
    await user.click(
      within(await screen.findByRole('table', {}, { timeout: 10_000 })).getByRole('button', {
        name: 'Corolla Ascent Sport 1',
      }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Corolla Ascent Sport 1' });
    const userSection = await within(popup).findByRole('region', { name: 'Vehicle User' });
    expect(userSection).toHaveTextContent('Jo Citizen');
    expect(userSection).toHaveTextContent('0499888777');
    expect(userSection).toHaveTextContent('jo@example.com');
    expect(popup).toHaveTextContent('Registration numberABC123');
    // The latest reading, not the figure given when the car was added.
    expect(popup).toHaveTextContent('Current odometer42,680 km');
    expect(popup).not.toHaveTextContent('24,180');
    expect(popup).toHaveTextContent('Management fee');
    expect(popup).not.toHaveTextContent(/fuel cost/i);
    expect(popup).toHaveTextContent('$600.50 / month');
    // The hidden fuel lines are named beside the others, so what is shown adds up to the total.
    expect(popup).toHaveTextContent(
      'Total amount monthly includes the fuel budget of $146.25 / month, not listed above.',
    );
    const cents = (text: string | null) => Math.round(Number(text?.replace(/[^\d.]/g, '')) * 100);
    const lines = within(popup).getByLabelText('Monthly charges');
    const amounts = [...lines.querySelectorAll('.breakdown__amount')].map((dd) =>
      cents(dd.firstChild?.textContent ?? null),
    );
    expect(amounts).toHaveLength(5);
    expect(amounts.reduce((sum, a) => sum + a, 0) + 14625).toBe(60050);
  });

  it('reads the mirror offline, read-only, with when it was last updated', async () => {
    serve({ ...signedIn, 'POST /api/customer/vehicles': listHandler([listItem(1), listItem(2)]) });
    await signIn();
    await openList();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    reloadPage();

    offline();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await openList();
      await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
      expect(await screen.findByText(/Last updated/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add New' })).toBeDisabled();
      expect(
        within(table()).getByRole('button', { name: 'Delete Corolla Ascent Sport 1' }),
      ).toBeDisabled();
      expect(
        within(table()).getByRole('button', { name: 'Pay Corolla Ascent Sport 1' }),
      ).toBeDisabled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});
