import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INCLUDED_BENEFITS,
  MARKETING_TEXT,
} from '../../../src/features/vehicles/wizard/IncludedBenefits';
import { readDraft } from '../../../src/features/vehicles/wizard/store';
import { getCustomerDb } from '../../../src/offline/db';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { allDone, keep } from './drafts';
import { signedIn } from '../msw/account';
import { ok } from '../msw/answers';
import { catalogueHandlers, samplePrice } from '../msw/catalogue';
import { serve } from '../msw/server';

const NEW_ID = '33333333-3333-4333-8333-333333333333';
const EDIT_ID = '44444444-4444-4444-8444-444444444444';

async function openReview(path: string) {
  const view = renderPortal(path);
  await screen.findByRole('heading', { name: 'Review Pricing', level: 1 }, { timeout: 10_000 });
  await screen.findByTestId('total-monthly', {}, { timeout: 10_000 });
  return view;
}

describe('review pricing', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  describe('a new vehicle', () => {
    let api: ReturnType<typeof serve>;
    beforeEach(async () => {
      api = serve({
        ...signedIn,
        ...catalogueHandlers,
        'POST /api/customer/vehicle': () => ok(NEW_ID, 'Vehicle saved successfully'),
        'POST /api/customer/update': ({ body }) =>
          ok({ id: (body as { id: string }).id, totalBill: 600.5, chargedAmount: 0 }),
        [`GET /api/savedVehicle/price/breakdown/${NEW_ID}`]: () => ok(samplePrice()),
      });
      await signIn();
      await keep('new', allDone());
    });

    it('saves on entry, then shows the name, totals, breakdown, chart and benefits', async () => {
      const { router } = await openReview('/portal/vehicle/new/review');
      const created = api.called('POST', '/api/customer/vehicle');
      expect(created).toHaveLength(1);
      expect(created[0]?.body).toMatchObject({
        make: 'Toyota',
        vehicleMasterId: allDone().vehicleMasterId,
        kmYearTravelled: 15000,
        monthlyRepayment: 450,
        isBalloonPayment: false,
        balloonPayment: 0,
      });
      // The wizard moves to the new vehicle's id: 'Add New' starts blank, Back updates this one.
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/portal/vehicle/${NEW_ID}/review`),
      );
      await waitFor(async () => expect(await readDraft(getCustomerDb(), 'new')).toBeNull());
      expect((await readDraft(getCustomerDb(), NEW_ID))?.id).toBe(NEW_ID);
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
        'href',
        `/portal/vehicle/${NEW_ID}/insurance`,
      );
      expect(api.called('POST', '/api/customer/update')).toHaveLength(0);
      expect(api.called('GET', `/api/savedVehicle/price/breakdown/${NEW_ID}`)).toHaveLength(1);

      expect(screen.getByRole('heading', { name: 'Corolla Ascent Sport' })).toBeInTheDocument();
      expect(screen.getByTestId('total-annually')).toHaveTextContent('$7,206.00 / year');
      expect(screen.getByTestId('total-monthly')).toHaveTextContent('$600.50 / month');
      // The monthly amount leads, and stays beside Subscribe in the sticky bar.
      expect(
        screen
          .getByTestId('total-monthly')
          .compareDocumentPosition(screen.getByTestId('total-annually')) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      const bar = screen.getByRole('button', { name: 'Subscribe' }).parentElement as HTMLElement;
      expect(bar).toHaveClass('review__actions');
      expect(within(bar).getByTestId('sticky-price')).toHaveTextContent('$600.50 / month');
      const breakdown = document.querySelector('dl[aria-label="Monthly price breakdown"]');
      const rows = within(breakdown as HTMLElement)
        .getAllByRole('term')
        .map((t) => t.firstChild?.textContent);
      expect(rows).toEqual([
        'Fuel',
        'Finance payments',
        'Tyres',
        'Car insurance',
        'Registration and CTP',
        'Management fee',
      ]);
      expect(within(breakdown as HTMLElement).getByText('$146.25')).toBeInTheDocument();
      // Each line says it is a monthly amount.
      const amounts = within(breakdown as HTMLElement).getAllByRole('definition');
      expect(amounts).toHaveLength(6);
      for (const amount of amounts) expect(amount).toHaveTextContent(/^\$[\d,]+\.\d{2} \/ month$/);

      const chart = screen.getByRole('img', { name: /Monthly cost breakdown, \$600.50 a month/ });
      expect(chart).toHaveAccessibleName(expect.stringContaining('Fuel $146.25'));
      expect(chart.querySelectorAll('circle')).toHaveLength(1 + 6);

      expect(screen.getByText(MARKETING_TEXT)).toBeInTheDocument();
      const benefits = screen.getByRole('region', { name: 'Included benefits' });
      expect(
        within(benefits)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(INCLUDED_BENEFITS);
    });

    it('saves once per change of data, not per visit: Back and Next again send nothing', async () => {
      const { router } = await openReview('/portal/vehicle/new/review');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/portal/vehicle/${NEW_ID}/review`),
      );
      await router.navigate(`/vehicle/${NEW_ID}/insurance`);
      await screen.findByRole('heading', { name: 'Insurance', level: 1 }, { timeout: 10_000 });
      await router.navigate(`/vehicle/${NEW_ID}/review`);
      await screen.findByTestId('total-monthly', {}, { timeout: 10_000 });
      expect(api.called('POST', '/api/customer/vehicle')).toHaveLength(1);
      expect(api.called('POST', '/api/customer/update')).toHaveLength(0);
    });

    it('Next on Insurance lands on the saved vehicle, never back on an empty first page', async () => {
      const user = userEvent.setup();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      api = serve({
        ...signedIn,
        ...catalogueHandlers,
        'POST /api/customer/vehicle': async () => {
          await held;
          return ok(NEW_ID, 'Vehicle saved successfully');
        },
        [`GET /api/savedVehicle/price/breakdown/${NEW_ID}`]: () => ok(samplePrice()),
      });
      const { router } = renderPortal('/portal/vehicle/new/insurance');
      await screen.findByRole('heading', { name: 'Insurance', level: 1 }, { timeout: 10_000 });
      const visited: string[] = [];
      const stop = router.subscribe((state) => visited.push(state.location.pathname));

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(api.called('POST', '/api/customer/vehicle')).toHaveLength(1));
      // The save moves the draft from 'new' to the vehicle's id while Insurance is still shown.
      release();
      await screen.findByTestId('total-monthly', {}, { timeout: 10_000 });
      // The step that was left saw its draft move away: it must not restart the wizard.
      await waitFor(async () => expect(await readDraft(getCustomerDb(), 'new')).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      await screen.findByRole('alertdialog');
      stop();

      expect(router.state.location.pathname).toBe(`/portal/vehicle/${NEW_ID}/review`);
      expect(visited).not.toContain('/portal/vehicle/new');
      expect(api.called('POST', '/api/customer/vehicle')).toHaveLength(1);
    });

    it('Subscribe asks, and Yes goes to the payment page with the wizard cleared', async () => {
      const user = userEvent.setup();
      const { router } = await openReview('/portal/vehicle/new/review');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent('Do you want to subscribe this plan?');
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/portal/vehicle/${NEW_ID}/payment`),
      );
      await waitFor(async () => expect(await readDraft(getCustomerDb(), NEW_ID)).toBeNull());
      expect(await readDraft(getCustomerDb(), 'new')).toBeNull();
    });

    it('No goes back to the portal', async () => {
      const user = userEvent.setup();
      const { router } = await openReview('/portal/vehicle/new/review');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
    });

    it('updates instead of creating once the vehicle has an id', async () => {
      await keep(NEW_ID, allDone({ id: NEW_ID }));
      await openReview(`/portal/vehicle/${NEW_ID}/review`);
      expect(api.called('POST', '/api/customer/vehicle')).toHaveLength(0);
      const updates = api.called('POST', '/api/customer/update');
      expect(updates).toHaveLength(1);
      expect(updates[0]?.body).toMatchObject({
        id: NEW_ID,
        vehicleMasterId: allDone().vehicleMasterId,
      });
    });
  });

  describe('an edited vehicle with a running plan', () => {
    let api: ReturnType<typeof serve>;
    const setUp = async (totalBill: number) => {
      api = serve({
        ...signedIn,
        ...catalogueHandlers,
        'POST /api/vehicle/price/preview': () =>
          ok(samplePrice({ totalBill, totalBillAnnually: totalBill * 12 })),
        'POST /api/customer/update': () =>
          ok(
            { id: EDIT_ID, totalBill, chargedAmount: totalBill },
            'Your vehicle information has been updated.',
          ),
      });
      await signIn();
      await keep(
        EDIT_ID,
        allDone({
          id: EDIT_ID,
          isEditRecord: true,
          chargedAmount: 500,
          planRenewsOn: '2026-12-15T03:00:00.000Z',
        }),
      );
    };

    it('warns when the amount rises, then confirms the update and returns to the list', async () => {
      await setUp(600.5);
      const user = userEvent.setup();
      const { router } = await openReview(`/portal/vehicle/${EDIT_ID}/review`);
      expect(api.called('POST', '/api/vehicle/price/preview')).toHaveLength(1);
      expect(api.called('POST', '/api/customer/update')).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent(
        'You have changed the information provided during initial set-up due to that your subscription amount will be updated',
      );
      // SPEC's sentence, then what changes and from when.
      expect(dialog).toHaveTextContent(
        /will be updated: from \$500\.00 to \$600\.50 a month from 15 Dec, 2026\./,
      );
      await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
      expect(api.called('POST', '/api/customer/update')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
      const success = await screen.findByRole('dialog', { name: 'Success!!' });
      expect(success).toHaveTextContent('Your vehicle information has been updated.');
      expect(api.called('POST', '/api/customer/update')[0]?.body).toMatchObject({ id: EDIT_ID });
      await user.click(within(success).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vehicles'));
      await waitFor(async () => expect(await readDraft(getCustomerDb(), EDIT_ID)).toBeNull());
    });

    it('continues without asking when the amount does not rise', async () => {
      await setUp(480);
      const user = userEvent.setup();
      await openReview(`/portal/vehicle/${EDIT_ID}/review`);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('dialog', { name: 'Success!!' })).toBeInTheDocument();
      expect(screen.queryByText(/subscription amount will be updated/)).toBeNull();
      expect(api.called('POST', '/api/customer/update')).toHaveLength(1);
    });
  });
});
