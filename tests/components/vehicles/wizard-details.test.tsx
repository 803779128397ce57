import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleDetail } from '../../../contract/vehicles';
import { kmOfferPath } from '../../../src/lib/paths';
import { readDraft } from '../../../src/features/vehicles/wizard/store';
import { toast } from '../../../src/lib/toast';
import { getCustomerDb } from '../../../src/offline/db';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { detailsDone, keep } from './drafts';
import { emptyAccount, signedIn } from '../msw/account';
import { ok } from '../msw/answers';
import { COROLLA_2020, catalogueHandlers, samplePrice } from '../msw/catalogue';
import { offline, serve } from '../msw/server';

const input = (label: string) =>
  screen.getByLabelText(label, { selector: 'input,select' }) as HTMLInputElement;

/** Typeahead suggestions (the vehicle select's own options are not suggestions). */
const suggestions = () =>
  screen.queryAllByRole('option').filter((o) => o.closest('[role="listbox"]'));

async function openStep1() {
  const view = renderPortal('/portal/vehicle/new');
  await screen.findByRole('heading', { name: 'Vehicle Details', level: 1 }, { timeout: 10_000 });
  return view;
}

/** Types into a typeahead and picks the suggestion once it arrives (after the debounce). */
async function pick(user: UserEvent, label: string, text: string, option: string) {
  if (text) await user.type(input(label), text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3_000 }));
}

async function chooseCorolla2020(user: UserEvent) {
  await pick(user, 'Make', 'toy', 'Toyota');
  await pick(user, 'Model', 'cor', 'Corolla');
  await pick(user, 'Year', '20', '2020');
  await waitFor(() => expect(input('Vehicle')).toHaveValue(COROLLA_2020[0]?.id));
}

describe('vehicle details step', { timeout: 30_000 }, () => {
  let api: ReturnType<typeof serve>;
  beforeEach(async () => {
    api = serve({ ...emptyAccount, ...signedIn, ...catalogueHandlers });
    await signIn();
  });
  afterEach(resetAll);

  it('shows the three SPEC header steps ahead of the vehicle details, and every SPEC field', async () => {
    await openStep1();
    const steps = screen.getByRole('navigation', { name: 'Vehicle registration steps' });
    // SPEC §2: 'The header shows three steps: Finance, Insurance, Review Pricing.'
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Finance', '2Insurance', '3Review Pricing']);
    expect(within(steps).getByText('Then 3 steps')).toBeInTheDocument();
    expect(within(steps).queryByText(/^Step \d of/)).toBeNull();
    expect(steps.querySelector('[aria-current]')).toBeNull();
    for (const label of [
      'Make',
      'Model',
      'Year',
      'Vehicle',
      'Registration number',
      'Km per year',
      'Current odometer',
      'First name',
      'Last name',
      'Phone',
      'Email',
    ]) {
      expect(input(label)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('group', { name: /Are you the one using this vehicle/ }),
    ).toBeInTheDocument();
    expect(input('Make')).toHaveAttribute('role', 'combobox');
    expect(input('Model')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/portal/vehicles');
  });

  it('searches after a 300 ms pause, and a failed search is an empty list', async () => {
    const user = userEvent.setup();
    await openStep1();
    await user.type(input('Make'), 'ma');
    expect(suggestions()).toEqual([]);
    expect(await screen.findByRole('option', { name: 'Mazda' })).toBeInTheDocument();
    // Only the settled text was searched, not every keystroke.
    const searchesFor = (text: string) =>
      api
        .called('GET', '/api/vehicle/makes')
        .filter((c) => new URL(c.url, location.href).searchParams.get('search') === text);
    const searches = api
      .called('GET', '/api/vehicle/makes')
      .map((c) => new URL(c.url, location.href).searchParams.get('search'));
    expect(searches).not.toContain('m');
    expect(searches).toContain('ma');

    offline();
    // The Toaster mounts only with the first toast: watch for one being asked for at all.
    const toastError = vi.spyOn(toast, 'error');
    await user.type(input('Make'), 'z');
    // The search for 'maz' goes out after the pause and fails; then the list empties.
    await waitFor(() => expect(searchesFor('maz')).toHaveLength(1));
    await waitFor(() => expect(suggestions()).toEqual([]), { timeout: 2_000 });
    // Quietly: no error toast for a failed suggestion search.
    expect(toastError).not.toHaveBeenCalled();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    toastError.mockRestore();
  });

  it('cascades: a year loads the vehicles and selects the first; a new make clears the rest', async () => {
    const user = userEvent.setup();
    await openStep1();
    await chooseCorolla2020(user);
    const select = input('Vehicle') as unknown as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Corolla Ascent Sport/Hatch/2.0L 4cyl petrol',
      'Corolla Ascent Sport Hybrid/Hatch/1.8L 4cyl petrol hybrid',
    ]);
    await user.selectOptions(select, COROLLA_2020[1]?.id ?? '');

    // Changing the model clears year and choice.
    await user.clear(input('Model'));
    await user.type(input('Model'), 'Cam');
    expect(input('Year')).toHaveValue('');
    expect(input('Vehicle')).toHaveValue('');

    await pick(user, 'Model', '', 'Camry');
    await pick(user, 'Year', '2021', '2021');
    await waitFor(() => expect(input('Vehicle')).toHaveValue(COROLLA_2020[0]?.id));

    // Changing the make clears model, year and choice.
    await user.type(input('Make'), 'x');
    expect(input('Model')).toHaveValue('');
    expect(input('Year')).toHaveValue('');
    expect(input('Vehicle')).toHaveValue('');
    expect(input('Model')).not.toBeDisabled();
  });

  it('Yes copies name, email and phone from the account; No clears them', async () => {
    const user = userEvent.setup();
    await openStep1();
    const group = screen.getByRole('group', { name: /Are you the one using this vehicle/ });
    await user.click(within(group).getByLabelText('Yes'));
    expect(input('First name')).toHaveValue('Olivia');
    expect(input('Last name')).toHaveValue('Nguyen');
    expect(input('Email')).toHaveValue('olivia@example.com');
    expect(input('Phone')).toHaveValue('0412345678');
    await user.click(within(group).getByLabelText('No'));
    for (const label of ['First name', 'Last name', 'Email', 'Phone'])
      expect(input(label)).toHaveValue('');
  });

  it('flags every missing field after a failed Next, with SPEC messages', async () => {
    const user = userEvent.setup();
    const { router } = await openStep1();
    expect(input('Make')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/portal/vehicle/new');
    // Model, year and vehicle wait for the make: disabled, they show no error yet.
    for (const label of ['Model', 'Year', 'Vehicle']) {
      expect(input(label)).toBeDisabled();
      expect(input(label)).not.toHaveAttribute('aria-invalid');
      expect(input(label)).not.toHaveAccessibleDescription(/required/);
    }
    for (const [label, message] of [
      ['Make', 'Make is required'],
      ['Registration number', 'Registration number is required'],
      ['Km per year', 'Km per year is required'],
      ['Current odometer', 'Current odometer is required'],
      ['First name', 'First name is required'],
      ['Phone', 'Phone must be 10 digits'],
      ['Email', 'Please provide a valid email address'],
    ] as const) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByText('Please choose who uses the vehicle')).toBeInTheDocument();
    expect(input('Make')).toHaveFocus();

    // Once the make is there, the model can be filled, so its error shows.
    await user.type(input('Make'), 'Toyota');
    await waitFor(() => expect(input('Model')).toBeEnabled());
    await waitFor(() => expect(input('Model')).toHaveAttribute('aria-invalid', 'true'));
    expect(input('Model')).toHaveAccessibleDescription(
      expect.stringContaining('Model is required'),
    );
    expect(input('Year')).not.toHaveAttribute('aria-invalid');
  });

  it('caps km and odometer, refuses negatives, checks phone and email', async () => {
    const user = userEvent.setup();
    await openStep1();
    await user.type(input('Km per year'), '-25000');
    expect(input('Km per year')).toHaveValue('25,000');
    await user.clear(input('Km per year'));
    await user.type(input('Km per year'), '99999999999');
    expect(Number(input('Km per year').value.replace(/,/g, ''))).toBeLessThanOrEqual(1_000_000_000);
    await user.type(input('Current odometer'), '100001');
    expect(Number(input('Current odometer').value.replace(/,/g, ''))).toBeLessThanOrEqual(100_000);
    await user.type(input('Phone'), '04a1-23');
    expect(input('Phone')).toHaveValue('04123');
    await user.type(input('Email'), 'Olivia@Example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The form checks itself asynchronously (the contract's schema): wait for its verdict.
    await waitFor(() =>
      expect(input('Phone')).toHaveAccessibleDescription(
        expect.stringContaining('Phone must be 10 digits'),
      ),
    );
    expect(input('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Please provide a valid email address'),
    );
    expect(input('Km per year')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the data in Dexie and moves to the finance step', async () => {
    const user = userEvent.setup();
    const { router } = await openStep1();
    await chooseCorolla2020(user);
    await user.type(input('Registration number'), 'abc123');
    await user.type(input('Km per year'), '15000');
    await user.type(input('Current odometer'), '42000');
    await user.click(
      within(screen.getByRole('group', { name: /using this vehicle/ })).getByLabelText('Yes'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicle/new/finance'));
    const draft = await readDraft(getCustomerDb(), 'new');
    expect(draft).toMatchObject({
      make: 'Toyota',
      model: 'Corolla',
      year: '2020',
      vehicleMasterId: COROLLA_2020[0]?.id,
      vehicleName: 'Corolla Ascent Sport',
      registerationNumber: 'ABC123',
      kmYearTravelled: 15000,
      currentOdometer: 42000,
      whoIsUsing: 'SELF',
      firstName: 'Olivia',
    });
  });

  it("opens an existing vehicle's edit with the re-price offer's km per year filled in", async () => {
    const detail: VehicleDetail = {
      ...detailsDone(),
      id: 'v-9',
      year: 2020,
      kmYearTravelled: 15_000,
      currentOdometer: 42_000,
      odometer: { km: 42_000, readOn: '2026-01-05', source: 'plan' },
      whoIsUsing: 'SELF',
      name: 'Olivia Nguyen',
      isVehicleUnderFinance: false,
      monthlyRepayment: 0,
      isBalloonPayment: false,
      balloonPayment: 0,
      isVehicleInsurance: false,
      vehicleInsurancePaying: 0,
      isReviewForInsurance: false,
      isEditRecord: true,
      vehicleDetails: { name: 'Corolla Ascent Sport', body: 'Hatch', engine: '2.0L 4cyl petrol' },
      subscribeStatus: 2,
      isActive: true,
      chargedAmount: 0,
      createdOn: '2026-01-05T01:00:00.000Z',
      updatedOn: '2026-01-05T01:00:00.000Z',
      price: samplePrice(),
    };
    serve({ ...signedIn, ...catalogueHandlers, 'GET /api/customer/vehicle/v-9': () => ok(detail) });
    const { router } = renderPortal(`/portal${kmOfferPath('v-9', 12_200)}`);
    await screen.findByRole('heading', { name: 'Vehicle Details', level: 1 }, { timeout: 10_000 });
    expect(input('Km per year')).toHaveValue('12,200');
    // The rest is the vehicle as saved; the offer is in the kept draft and gone from the address,
    // so a reload keeps what the customer types next.
    expect(input('Registration number')).toHaveValue('ABC123');
    expect(input('Current odometer')).toHaveValue('42,000');
    expect(router.state.location.search).toBe('');
    expect((await readDraft(getCustomerDb(), 'v-9'))?.kmYearTravelled).toBe(12_200);
  });

  it('puts the offer into a draft already in progress, and ignores an offer that is no number', async () => {
    await keep('v-9', detailsDone({ id: 'v-9', registerationNumber: 'XYZ789' }));
    const first = renderPortal(`/portal${kmOfferPath('v-9', 18_000)}`);
    await screen.findByRole('heading', { name: 'Vehicle Details', level: 1 }, { timeout: 10_000 });
    expect(input('Km per year')).toHaveValue('18,000');
    expect(input('Registration number')).toHaveValue('XYZ789');
    expect(first.router.state.location.search).toBe('');
    first.unmount();

    const second = renderPortal('/portal/vehicle/v-9?kmYearTravelled=lots');
    await screen.findByRole('heading', { name: 'Vehicle Details', level: 1 }, { timeout: 10_000 });
    expect(input('Km per year')).toHaveValue('18,000');
    expect(second.router.state.location.search).toBe('');
  });
});
