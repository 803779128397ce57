import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../contract/dashboard';
import { runningBalance } from '../../../src/features/dashboard/balance';
import { getCustomerDb } from '../../../src/offline/db';
import { reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { listItem } from '../msw/catalogue';
import { offline, serve } from '../msw/server';

const figures = (credit: number, expenses: number, extra: Partial<Dashboard> = {}) => ({
  totalVehicle: 3,
  totalAmountofSubscription: 412.75,
  totalPendingSubscription: 2,
  totalCreditAmount: credit,
  totalExpensiveAmount: expenses,
  claimCount: 4,
  nextCharge: {
    date: '2026-12-21T00:00:00.000Z',
    amount: 421.01,
    vehicleName: 'CX-5 GT Diesel',
    method: { kind: 'card' as const, brand: 'visa', last4: '4242' },
  },
  alerts: [],
  ...extra,
});

async function openDashboard(credit: number, expenses: number) {
  serve({ 'GET /api/customer/dashboard': ok(figures(credit, expenses)) });
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

// The first test of the file loads the page's chunk and Dexie: slow on a loaded two-core machine.
describe('dashboard', { timeout: 30_000 }, () => {
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

  it('keeps the forecast and coming-up cards, which arrive later, below the tiles, loading until their answer', async () => {
    serve({
      'GET /api/customer/dashboard': ok(figures(1200, 200)),
      // Asked, never answered: the cards stay in their loading state.
      'GET /api/customer/budget/forecast': new Promise<never>(() => undefined),
      'GET /api/customer/coming-up': new Promise<never>(() => undefined),
    });
    await signIn();
    renderPortal('/portal');
    const tiles = await screen.findByTestId('running-balance', {}, { timeout: 10_000 });
    const heading = await screen.findByRole('heading', { name: 'Budget forecast' });
    const forecast = heading.closest('section') as HTMLElement;
    // Anything that grows below the tiles moves nothing the customer is reading.
    expect(tiles.compareDocumentPosition(forecast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Online with no answer yet: loading, never the offline sentence.
    expect(within(forecast).getByText('Loading the forecast…')).toBeInTheDocument();
    expect(screen.getByText('Loading what is coming up…')).toBeInTheDocument();
    expect(screen.queryByText('Connect to the internet to load the forecast.')).toBeNull();
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
    offline();
    renderPortal('/portal');
    const balance = await screen.findByTestId('running-balance', {}, { timeout: 10_000 });
    expect(
      within(balance).getByText('$5.00', { selector: '.balance__amount' }),
    ).toBeInTheDocument();
  });

  it('leads with the plan, the next charge and its method, and offers the quick actions', async () => {
    await openDashboard(1200, 200);
    const plan = screen.getByRole('region', { name: 'Subscription Plan' });
    expect(plan).toHaveTextContent('$412.75 / month');
    expect(plan).toHaveTextContent('Next charge $421.01 on 21 Dec, 2026 with Visa •••• 4242');
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['+Add expense', '/portal/adhoc/new'],
      ['▭CarGo card', '/portal/cargo/cards'],
      ['+Add car', '/portal/vehicle/new'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Get started with CarGo' })).toBeNull();
  });

  it('shows a new customer the first steps instead of a wall of zeros', async () => {
    serve({
      'GET /api/customer/dashboard': ok({
        ...figures(0, 0),
        totalVehicle: 0,
        totalAmountofSubscription: 0,
        totalPendingSubscription: 0,
        claimCount: 0,
        nextCharge: null,
      }),
    });
    await signIn();
    renderPortal('/portal');
    const steps = await screen.findByRole(
      'region',
      { name: 'Get started with CarGo' },
      { timeout: 10_000 },
    );
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Add a car',
      '2Subscribe to a plan',
      '3File a claim',
    ]);
    expect(within(steps).getByRole('link', { name: 'Add a car' })).toHaveAttribute(
      'href',
      '/portal/vehicle/new',
    );
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('region', { name: 'Subscription Plan' })).toHaveTextContent(
      'No charge scheduled',
    );
  });

  it("names the vehicle and reason of a failed payment, and 'Fix payment' retries it once", async () => {
    const user = userEvent.setup();
    const failed = {
      vehicleId: 'v-1',
      vehicleName: 'CX-5 GT Diesel',
      kind: 'failed' as const,
      reason: 'Your card was declined.',
      canRetry: true,
    };
    let fixed = false;
    const retries: { body: unknown; key: string | null }[] = [];
    serve({
      'GET /api/customer/dashboard': () =>
        ok(figures(1200, 200, { alerts: fixed ? [] : [failed] })),
      'POST /api/customer/payment/retry': ({ body, request }) => {
        retries.push({ body, key: request.headers.get('Idempotency-Key') });
        fixed = true;
        return ok(
          {
            paymentId: 'p-1',
            subscriptionId: 's-1',
            status: 'succeeded',
            amount: 421.01,
            baseAmount: 412.75,
            surcharge: 8.26,
            invoiceUrl: '/portal/payment/p-1/receipt',
            nextChargeOn: '2027-01-04T00:00:00.000Z',
          },
          'Payment has been made successfully.',
        );
      },
    });
    await signIn();
    renderPortal('/portal');
    const alert = (
      await screen.findByText('Payment failed: CX-5 GT Diesel', {}, { timeout: 10_000 })
    ).closest('li') as HTMLElement;
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(within(alert).getByRole('link', { name: 'Use another method' })).toHaveAttribute(
      'href',
      '/portal/vehicle/v-1/payment',
    );
    await user.click(within(alert).getByRole('button', { name: 'Fix payment for CX-5 GT Diesel' }));
    expect(await screen.findByText('Payment has been made successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Payment failed: CX-5 GT Diesel')).toBeNull());
    expect(retries).toHaveLength(1);
    expect(retries[0]?.body).toEqual({ vehicleId: 'v-1' });
    expect(retries[0]?.key).toMatch(/^fix-[0-9a-f-]{36}$/);
  });
});

describe("the dashboard's 'Record odometer reading'", { timeout: 30_000 }, () => {
  afterEach(resetAll);

  const comingUp = (vehicleId: string, vehicleLabel: string, kind: 'tyres' | 'service') => ({
    vehicleId,
    vehicleLabel,
    kind,
    title: kind === 'tyres' ? 'Tyres' : 'Service',
    dueDate: '2027-03-01',
    dueKm: null,
    basis: 'From your readings',
    overdue: false,
  });

  /** The dashboard with these coming-up items; `regos` are what the device knows of the cars. */
  const open = async (items: ReturnType<typeof comingUp>[], regos: Record<string, string> = {}) => {
    serve({
      'GET /api/customer/dashboard': ok(figures(1200, 200)),
      'GET /api/customer/coming-up': ok(items),
    });
    await signIn();
    await getCustomerDb()
      .table('vehicles')
      .bulkPut(Object.entries(regos).map(([id, rego]) => ({ id, registerationNumber: rego })));
    renderPortal('/portal');
    const heading = await screen.findByRole('heading', { name: 'Coming up' }, { timeout: 10_000 });
    return heading.closest('section') as HTMLElement;
  };

  it('goes straight to the only subscribed vehicle', async () => {
    const card = await open([
      comingUp('v-1', 'Corolla Ascent', 'tyres'),
      comingUp('v-1', 'Corolla Ascent', 'service'),
    ]);
    const link = await within(card).findByRole('link', { name: 'Record odometer reading' });
    expect(link).toHaveAttribute('href', '/portal/vehicle/v-1/odometer');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('lets the customer pick the vehicle when several are subscribed', async () => {
    const card = await open(
      [
        comingUp('v-1', 'Corolla Ascent', 'tyres'),
        comingUp('v-2', 'CX-5 GT', 'service'),
        comingUp('v-1', 'Corolla Ascent', 'service'),
      ],
      { 'v-1': 'CGO123', 'v-2': 'MZD555' },
    );
    const group = await within(card).findByRole('group', { name: 'Record odometer reading' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Corolla Ascent (CGO123)', '/portal/vehicle/v-1/odometer'],
        ['CX-5 GT (MZD555)', '/portal/vehicle/v-2/odometer'],
      ]),
    );
    expect(within(card).queryByRole('link', { name: 'Record odometer reading' })).toBeNull();
  });
});

describe("the dashboard's way to each budget", { timeout: 30_000 }, () => {
  afterEach(resetAll);

  const subscribed = (id: string, name: string) => ({
    id,
    customer: 'c0ffee00-0000-4000-8000-000000000001',
    vehicleDetails: { name, body: 'Sedan', engine: '2.0L' },
  });

  it('offers one Budget link per subscribed vehicle, named with its rego when known', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/customer/dashboard': ok(figures(1200, 200)),
      'POST /api/customer/subscribed/vehicles': ok([
        subscribed('v-1', 'Corolla Ascent'),
        subscribed('v-2', 'CX-5 GT'),
      ]),
    });
    await signIn();
    await getCustomerDb().table('vehicles').put({ id: 'v-1', registerationNumber: 'CGO123' });
    const { router } = renderPortal('/portal');
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Budget per vehicle' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Budget: Corolla Ascent (CGO123)', '/portal/vehicle/v-1/budget'],
        ['Budget: CX-5 GT', '/portal/vehicle/v-2/budget'],
      ]),
    );
    await user.click(within(nav).getByRole('link', { name: 'Budget: CX-5 GT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicle/v-2/budget'));
  });

  // Issue 39: the invited driver's home said 'Get started · Add a car' and 'Total Cars 0', and
  // offered 'Budget: Corolla', which the server refuses to anyone but its owner.
  it("shows a driver the car shared with them and what they may do there, and no owner's links", async () => {
    const owner = 'c0ffee00-0000-4000-8000-0000000000aa';
    const shared = listItem(1, {
      subscribeStatus: 2,
      role: 'driver',
      sharedBy: 'Olive Owner',
      registerationNumber: 'SHARE1',
    });
    const viewed = listItem(2, { subscribeStatus: 2, role: 'viewer', sharedBy: 'Olive Owner' });
    serve({
      'GET /api/customer/dashboard': ok(
        figures(0, 0, { totalVehicle: 0, totalAmountofSubscription: 0, claimCount: 0 }),
      ),
      'POST /api/customer/vehicles': ok([{ ...shared, totalCount: 2 }, viewed]),
      'POST /api/customer/subscribed/vehicles': ok([
        { id: shared.id, customer: owner, vehicleDetails: shared.vehicleDetails },
        { id: viewed.id, customer: owner, vehicleDetails: viewed.vehicleDetails },
      ]),
    });
    await signIn();
    renderPortal('/portal');
    const card = await screen.findByRole(
      'region',
      { name: 'Shared with you' },
      { timeout: 10_000 },
    );
    const name = shared.vehicleDetails.name;
    const driving = within(card).getByRole('list', { name: `What you can do with ${name}` });
    expect(
      within(driving)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['File a claim', `/portal/adhoc/new?vehicle=${shared.id}`],
      ['Record odometer reading', `/portal/vehicle/${shared.id}/odometer`],
      ['Log a trip', `/portal/vehicle/${shared.id}/logbook`],
    ]);
    expect(card).toHaveTextContent(`${name} (SHARE1)`);
    expect(card).toHaveTextContent('Driver · shared by Olive Owner');
    // A viewer reads: no claim, no reading, no trip.
    const viewing = within(card).getByRole('list', {
      name: `What you can do with ${viewed.vehicleDetails.name}`,
    });
    expect(
      within(viewing)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Odometer', 'Logbook']);
    expect(card).toHaveTextContent('You can read this vehicle but not change it.');

    // SPEC's own count stays; the shared car is named beside it, and 'Add a car' is no first step.
    expect(screen.getByText('2 shared with you')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get started with CarGo' })).toBeNull();
    // The budget is the owner's: no link to it.
    expect(screen.queryByRole('navigation', { name: 'Budget per vehicle' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Budget:/ })).toBeNull();
  });
});
