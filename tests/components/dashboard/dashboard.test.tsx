import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runningBalance } from '../../../src/features/dashboard/balance';
import { getCustomerDb } from '../../../src/offline/db';
import { mockApi, ok, reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';

const figures = (credit: number, expenses: number) => ({
  totalVehicle: 3,
  totalAmountofSubscription: 412.75,
  totalPendingSubscription: 2,
  totalCreditAmount: credit,
  totalExpensiveAmount: expenses,
});

async function openDashboard(credit: number, expenses: number) {
  mockApi({ 'GET /api/customer/dashboard': ok(figures(credit, expenses)) });
  await signIn();
  renderPortal('/portal');
  return screen.findByTestId('running-balance', {}, { timeout: 10_000 });
}

describe('running balance rule', () => {
  it('is the absolute difference, positive when credit covers the expenses', () => {
    expect(runningBalance(1200, 200)).toEqual({ amount: 1000, positive: true });
    expect(runningBalance(300, 300)).toEqual({ amount: 0, positive: true });
    expect(runningBalance(150.1, 400.35)).toEqual({ amount: 250.25, positive: false });
    // Cents, not floating point: 0.3 - 0.1 is exactly 0.20.
    expect(runningBalance(0.3, 0.1)).toEqual({ amount: 0.2, positive: true });
  });
});

describe('dashboard', () => {
  afterEach(resetAll);

  it('shows every tile with SPEC links and a positive balance', async () => {
    const balance = await openDashboard(1200, 200);
    expect(balance).toHaveClass('balance--positive');
    expect(within(balance).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(balance).getByText('In credit')).toBeInTheDocument();
    expect(within(balance).getByText('Customer Paid').nextElementSibling).toHaveTextContent(
      '$1,200.00',
    );
    expect(within(balance).getByText('Expense Amount').nextElementSibling).toHaveTextContent(
      '$200.00',
    );

    expect(screen.getByRole('link', { name: /Total Cars/ })).toHaveAttribute(
      'href',
      '/portal/vehicle/new',
    );
    expect(screen.getByRole('link', { name: /Total Cars/ })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /Add New Car/ })).toHaveAttribute(
      'href',
      '/portal/vehicles',
    );
    expect(screen.getByRole('link', { name: /Add Adhoc Expense/ })).toHaveAttribute(
      'href',
      '/portal/expense/logs',
    );
    expect(screen.getByRole('region', { name: 'Subscription Plan' })).toHaveTextContent(
      '$412.75 / month',
    );
    expect(screen.getByRole('region', { name: 'Pending Subscription' })).toHaveTextContent('2');
  });

  it('styles a deficit when expenses exceed what the customer paid', async () => {
    const balance = await openDashboard(150, 400.5);
    expect(balance).toHaveClass('balance--deficit');
    expect(balance).not.toHaveClass('balance--positive');
    expect(within(balance).getByText('$250.50')).toBeInTheDocument();
    expect(within(balance).getByText('Deficit')).toBeInTheDocument();
  });

  it('mirrors the figures so the dashboard reads offline with its last update', async () => {
    await openDashboard(10, 5);
    await waitFor(async () =>
      expect(await getCustomerDb().table('dashboard').get('me')).toMatchObject(figures(10, 5)),
    );
    expect(await screen.findByText(/Last updated/)).toBeInTheDocument();
    reloadPage();

    // Next start: the server is unreachable; the kept user and the mirror open the dashboard.
    const { fetchMock } = mockApi({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPortal('/portal');
    const balance = await screen.findByTestId('running-balance', {}, { timeout: 10_000 });
    expect(
      within(balance).getByText('$5.00', { selector: '.balance__amount' }),
    ).toBeInTheDocument();
  });
});
