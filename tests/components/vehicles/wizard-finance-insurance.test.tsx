import { act, screen, waitFor, within } from '@testing-library/react';
import { liveQuery } from 'dexie';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft } from '../../../src/features/vehicles/wizard/store';
import { getCustomerDb } from '../../../src/offline/db';
import { reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
import { allDone, detailsDone, keep } from './drafts';
import { signedIn } from '../msw/account';
import { catalogueHandlers } from '../msw/catalogue';
import { serve } from '../msw/server';

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const question = (name: RegExp) => screen.getByRole('group', { name });
const answer = (name: RegExp, choice: 'Yes' | 'No') =>
  within(question(name)).getByLabelText(choice);
const draftNow = () => readDraft(getCustomerDb(), 'new');

async function open(path: string, heading: string) {
  const view = renderPortal(path);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
  return view;
}

describe('finance and insurance steps', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    serve({ ...signedIn, ...catalogueHandlers });
    await signIn();
  });
  afterEach(resetAll);

  it('without wizard data, the finance step clears it and starts again at /portal/vehicle/new', async () => {
    const { router } = renderPortal('/portal/vehicle/new/finance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicle/new'), {
      timeout: 10_000,
    });
    await screen.findByRole('heading', { name: 'Vehicle Details', level: 1 });

    // Half a wizard (no vehicle chosen) is no wizard data either, and is cleared.
    await keep('new', { ...detailsDone(), vehicleMasterId: '' });
    await router.navigate('/vehicle/new/finance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicle/new'));
    await waitFor(async () => expect(await draftNow()).toBeNull());
  });

  it("counts SPEC's three header steps: Finance is step 1 of 3, Insurance step 2", async () => {
    await keep('new', detailsDone());
    const { router } = await open('/portal/vehicle/new/finance', 'Finance');
    let steps = screen.getByRole('navigation', { name: 'Vehicle registration steps' });
    expect(within(steps).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(steps).getByText('Finance')).toHaveAttribute('aria-current', 'step');

    await keep('new', detailsDone({ isVehicleUnderFinance: false, isBalloonPayment: false }));
    await router.navigate('/vehicle/new/insurance');
    await screen.findByRole('heading', { name: 'Insurance', level: 1 }, { timeout: 10_000 });
    steps = screen.getByRole('navigation', { name: 'Vehicle registration steps' });
    expect(within(steps).getByText('Step 2 of 3')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Finance' })).toHaveAttribute(
      'href',
      '/portal/vehicle/new/finance',
    );
  });

  it('asks the repayment and balloon after Yes, requires them, and No clears them', async () => {
    const user = userEvent.setup();
    await keep('new', detailsDone());
    const { router } = await open('/portal/vehicle/new/finance', 'Finance');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/portal/vehicle/new',
    );
    expect(screen.queryByLabelText('Monthly repayment')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The form checks itself asynchronously (the contract's schema): wait for its verdict.
    expect(
      await screen.findByText('Please answer: Is the vehicle under finance?'),
    ).toBeInTheDocument();

    await user.click(answer(/under finance/, 'Yes'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field('Monthly repayment')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Monthly repayment')).toHaveAccessibleDescription('Monthly repayment is required');
    expect(screen.getByText('Please answer: Is there a balloon payment?')).toBeInTheDocument();

    await user.type(field('Monthly repayment'), '1234.567');
    expect(field('Monthly repayment')).toHaveValue('$1,234.56');
    await user.click(answer(/balloon payment/, 'Yes'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(field('Balloon payment')).toHaveAccessibleDescription('Balloon payment is required'),
    );
    await user.type(field('Balloon payment'), '2000000');
    expect(Number(field('Balloon payment').value.replace(/[$,]/g, ''))).toBeLessThanOrEqual(
      1_000_000,
    );

    await user.click(answer(/balloon payment/, 'No'));
    expect(screen.queryByLabelText('Balloon payment')).toBeNull();
    await user.click(answer(/under finance/, 'No'));
    expect(screen.queryByLabelText('Monthly repayment')).toBeNull();
    await waitFor(async () =>
      expect(await draftNow()).toMatchObject({
        isVehicleUnderFinance: false,
        monthlyRepayment: null,
        isBalloonPayment: false,
        balloonPayment: null,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/portal/vehicle/new/insurance'),
    );
  });

  it('keeps answers across Back, Next and a reload', async () => {
    const user = userEvent.setup();
    await keep('new', detailsDone());
    const first = await open('/portal/vehicle/new/finance', 'Finance');
    await user.click(answer(/under finance/, 'Yes'));
    await user.type(field('Monthly repayment'), '450');
    await user.click(answer(/balloon payment/, 'Yes'));
    await user.type(field('Balloon payment'), '6000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Insurance', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Finance', level: 1 });
    expect(field('Monthly repayment')).toHaveValue('$450');
    expect(first.router.state.location.pathname).toBe('/portal/vehicle/new/finance');

    reloadPage();
    serve({ ...signedIn, ...catalogueHandlers });
    await open('/portal/vehicle/new/finance', 'Finance');
    expect(field('Monthly repayment')).toHaveValue('$450');
    expect(field('Balloon payment')).toHaveValue('$6,000');
    expect(answer(/under finance/, 'Yes')).toBeChecked();
  });

  it('asks the annual insurance and the review question after Yes', async () => {
    const user = userEvent.setup();
    await keep('new', detailsDone({ isVehicleUnderFinance: false, isBalloonPayment: false }));
    const { router } = await open('/portal/vehicle/new/insurance', 'Insurance');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/portal/vehicle/new/finance',
    );
    await user.click(answer(/insured/, 'Yes'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Annual insurance payment')).toHaveAccessibleDescription(
      expect.stringContaining('Annual insurance payment is required'),
    );
    expect(
      screen.getByText('Please answer: Do you want to review the insurance?'),
    ).toBeInTheDocument();
    await user.type(field('Annual insurance payment'), '1450.5');
    await user.click(answer(/review the insurance/, 'Yes'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicle/new/review'));
    expect(await draftNow()).toMatchObject({
      isVehicleInsurance: true,
      vehicleInsurancePaying: 1450.5,
      isReviewForInsurance: true,
    });
  });

  it('needs the finance answers before insurance', async () => {
    await keep('new', detailsDone());
    const { router } = renderPortal('/portal/vehicle/new/insurance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicle/new'), {
      timeout: 10_000,
    });
  });
  it('stays on a step whose draft moves to the saved vehicle while it is open', async () => {
    const moved = '55555555-5555-4555-8555-555555555555';
    await keep('new', allDone());
    const { router } = await open('/portal/vehicle/new/insurance', 'Insurance');
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(state.location.pathname));
    const db = getCustomerDb();
    let seenGone: () => void = () => undefined;
    const gone = new Promise<void>((resolve) => (seenGone = resolve));
    const watch = liveQuery(() => db.wizard.get('new')).subscribe((row) => {
      if (row === undefined) seenGone();
    });

    // What the review's save does when it creates the vehicle: the draft moves to its id.
    await keep(moved, { ...allDone(), id: moved });
    await act(async () => {
      await clearDraft(db, 'new');
      await gone;
    });
    // Anything the step started on seeing the draft go has run by the time a later write is done.
    await act(() => clearDraft(db, 'new'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    watch.unsubscribe();
    stop();

    expect(visited).toEqual([]);
    expect(router.state.location.pathname).toBe('/portal/vehicle/new/insurance');
    expect(screen.getByRole('heading', { name: 'Insurance', level: 1 })).toBeInTheDocument();
    expect(await readDraft(db, moved)).not.toBeNull();
  });
});
