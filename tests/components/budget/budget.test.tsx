import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Forecast, VehicleBudget } from '../../../contract/budget';
import type { VehicleOdometer } from '../../../contract/odometer';
import { getCustomerDb } from '../../../src/offline/db';
import { reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok, refusal } from '../msw/answers';
import { listItem } from '../msw/catalogue';
import { offline, serve } from '../msw/server';

const VEHICLE = '22222222-2222-4222-8222-222222222222';
const forecast = (sentence: string, kind: Forecast['kind'] = 'runs-out'): Forecast => ({
  kind,
  sentence,
  days: 35,
  date: '2026-12-28',
  amount: null,
  dataPoints: 4,
});
const pair = (funded: number, spent: number) => ({ funded, spent });
const budget: VehicleBudget = {
  vehicleId: VEHICLE,
  vehicleLabel: 'Corolla/Sedan/1.8',
  subscribed: true,
  periodStart: '2026-11-14',
  periodEnd: '2026-12-14',
  yearStart: '2026-07-01',
  yearEnd: '2027-06-30',
  today: '2026-11-23',
  lines: [
    {
      key: 'FL',
      name: 'Fuel cost',
      monthly: 146.25,
      claimable: true,
      period: pair(146.25, 190.1),
      year: pair(731.25, 802.4),
      total: pair(1755, 1600),
      pending: 40,
      balance: 155,
      forecast: forecast(
        'At this rate your fuel budget runs out in about 5 weeks (around 28 Dec 2026).',
      ),
    },
  ],
  totals: {
    period: pair(146.25, 190.1),
    year: pair(731.25, 802.4),
    total: pair(1755, 1600),
    pending: 40,
  },
  vehicleBalance: { amount: 155, positive: true, customerPaid: 1755, expenseAmount: 1600 },
  customerBalance: { amount: 155, positive: true, customerPaid: 1755, expenseAmount: 1600 },
  overall: forecast('On track: $420 surplus by 30 June.', 'surplus'),
  method: 'Based on the last 90 days of approved claims and your plan’s monthly funding.',
};
const odometer: VehicleOdometer = {
  vehicleId: VEHICLE,
  vehicleLabel: 'Corolla/Sedan/1.8',
  regoExpiry: null,
  readings: [
    {
      id: 'r1',
      vehicle: VEHICLE,
      reading: 42_180,
      readOn: '2026-11-20',
      photo: null,
      source: 'reading',
    },
  ],
  usage: {
    planKmPerYear: 15_000,
    actualKmPerYear: 18_000,
    basis: 'From 13 readings.',
    driftPercent: 20,
    reprice: { kmPerYear: 18_000, oldMonthly: 612.4, newMonthly: 655.1 },
  },
  comingUp: [],
};

describe('budget and odometer screens', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('shows funded against spent in words and bars, and the same figures offline after one visit', async () => {
    serve({ [`GET /api/customer/vehicle/${VEHICLE}/budget`]: ok(budget) });
    await signIn();
    renderPortal(`/portal/vehicle/${VEHICLE}/budget`);
    const bar = await screen.findByRole(
      'img',
      { name: /This plan period: \$190\.10 spent of \$146\.25 funded \(130%\), overspent/ },
      { timeout: 10_000 },
    );
    expect(bar).toHaveClass('funded-bar__track--over');
    expect(screen.getByText(/runs out in about 5 weeks/)).toBeInTheDocument();
    expect(screen.getByText(/Based on the last 90 days/)).toBeInTheDocument();
    expect(screen.getByText(/dashboard is \$155\.00/)).toBeInTheDocument();

    reloadPage();
    offline();
    await signIn();
    renderPortal(`/portal/vehicle/${VEHICLE}/budget`);
    expect(
      await screen.findByText(/runs out in about 5 weeks/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('On track: $420 surplus by 30 June.')).toBeInTheDocument();
  });

  // A driver's 'Budget' of a car shared with them was a 404 that read as a network fault.
  it("says a refused budget in the server's words, never as a connection problem", async () => {
    serve({
      [`GET /api/customer/vehicle/${VEHICLE}/budget`]: refusal(
        403,
        "Only the vehicle's owner can do this",
      ),
    });
    await signIn();
    renderPortal(`/portal/vehicle/${VEHICLE}/budget`);
    const alert = await screen.findByRole('alert', { name: '' }, { timeout: 10_000 });
    await waitFor(() => expect(alert).toHaveTextContent("Only the vehicle's owner can do this"));
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    expect(screen.queryByText(/Connect to the internet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your vehicles' })).toHaveAttribute(
      'href',
      '/portal/vehicles',
    );
  });

  it('offers a driver of a shared vehicle readings only, and a viewer nothing to change', async () => {
    serve({ [`GET /api/customer/vehicle/${VEHICLE}/odometer`]: ok(odometer) });
    await signIn();
    const shareAs = (role: 'driver' | 'viewer') =>
      getCustomerDb().vehicles.put({
        ...listItem(1, { subscribeStatus: 2, role, sharedBy: 'Olive Owner' }),
        id: VEHICLE,
        _order: 0,
      });
    await shareAs('driver');
    renderPortal(`/portal/vehicle/${VEHICLE}/odometer`);
    expect(
      await screen.findByLabelText(/^Odometer reading/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // What only the owner may change: the rego date, the plan's km, the budget.
    expect(screen.queryByRole('button', { name: 'Save expiry date' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Update km per year/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Budget of this vehicle' })).toBeNull();

    await shareAs('viewer');
    expect(
      await screen.findByText(
        'This vehicle is shared with you to read: its owner and drivers record the readings.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Odometer reading/)).toBeNull();
  });

  it('refuses a reading below the last one in the form and queues nothing', async () => {
    serve({ [`GET /api/customer/vehicle/${VEHICLE}/odometer`]: ok(odometer) });
    await signIn();
    renderPortal(`/portal/vehicle/${VEHICLE}/odometer`);
    const input = await screen.findByLabelText(/^Odometer reading/, {}, { timeout: 10_000 });
    expect(screen.getByText(/\$655\.10 a month instead of\s+\$612\.40/)).toBeInTheDocument();
    // The offer opens the edit wizard with the new km per year already filled in.
    expect(
      screen.getByRole('link', { name: /Update km per year to 18,000 in your vehicle details/ }),
    ).toHaveAttribute('href', `/portal/vehicle/${VEHICLE}?kmYearTravelled=18000`);
    const user = userEvent.setup();
    await user.type(input, '41000');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(
      await screen.findByText(/The odometer cannot go backwards: it read 42,180 km/),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await getCustomerDb().outbox.count()).toBe(0);

    await user.clear(input);
    await user.type(input, '42500');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    await waitFor(async () => expect(await getCustomerDb().outbox.count()).toBe(1));
  });

  it('says a reading sent at once was saved, not that it waits for a connection', async () => {
    const readOn = new Date().toISOString().slice(0, 10);
    const { calls } = serve({
      [`GET /api/customer/vehicle/${VEHICLE}/odometer`]: ok(odometer),
      'POST http://localhost:3000/api/customer/odometer': ok(
        { id: 'r2', vehicle: VEHICLE, reading: 42_500, readOn, photo: null, source: 'reading' },
        'Odometer reading saved',
      ),
    });
    await signIn();
    renderPortal(`/portal/vehicle/${VEHICLE}/odometer`);
    const input = await screen.findByLabelText(/^Odometer reading/, {}, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    // The contract's rule, after a failed submit, with the cursor on the field.
    expect(await screen.findByText('Odometer reading must be a number')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.type(input, '42,500');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));

    expect(
      await screen.findByText('Odometer reading saved', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sent as soon as you are online/)).toBeNull();
    expect(calls.find((c) => c.url.endsWith('/api/customer/odometer'))?.body).toMatchObject({
      vehicle: VEHICLE,
      reading: 42_500,
      readOn,
    });
    expect(input).toHaveValue('');
  });

  it("says 'Needs a connection.' for the rego date only while offline", async () => {
    serve({ [`GET /api/customer/vehicle/${VEHICLE}/odometer`]: ok(odometer) });
    await signIn();
    renderPortal(`/portal/vehicle/${VEHICLE}/odometer`);
    const save = await screen.findByRole(
      'button',
      { name: 'Save expiry date' },
      { timeout: 10_000 },
    );
    expect(save).toBeEnabled();
    expect(screen.queryByText('Needs a connection.')).toBeNull();

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText('Needs a connection.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save expiry date' })).toBeDisabled();
      expect(screen.getByLabelText('Registration expiry date')).toHaveAccessibleDescription(
        /Needs a connection\./,
      );
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('Needs a connection.')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save expiry date' })).toBeEnabled();
  });
});
