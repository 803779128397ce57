import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentLog } from '../../../contract/payments/answers';
import { refundInFlightText } from '../../../contract/refund-in-flight';
import type { SubscriptionLog } from '../../../contract/subscriptions';
import { expectPagerOnceFilled, heldBackPages } from '../app/held-back-pages';
import { reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { offline, serve } from '../msw/server';

const vehicle = { name: 'Corolla Ascent', body: 'Hatch', engine: '2.0L' };

const payment = (i: number, overrides: Partial<PaymentLog> = {}): PaymentLog => ({
  id: `p${i}`,
  vehicleId: 'v1',
  amount: 510,
  baseAmount: 500,
  surcharge: 10,
  status: 'succeeded',
  createdOn: `2026-03-${String(10 - i).padStart(2, '0')}T01:00:00.000Z`,
  invoiceUrl: `/portal/payment/p${i}/receipt`,
  invoiceNumber: `CG-2026030${i}-ABCDEF0${i}`,
  vehicleMasterDetails: { ...vehicle, name: `Car ${i}` },
  totalCount: 9,
  method: 'card',
  last4: '4242',
  failureMessage: '',
  refund: null,
  ...overrides,
});

const subscription = (overrides: Partial<SubscriptionLog> = {}): SubscriptionLog => ({
  id: 's1',
  vehicleId: 'v1',
  isSubscribed: true,
  status: 2,
  amount: 500,
  subscriptionStartDate: '2026-03-05T01:00:00.000Z',
  subscriptionEndDate: '2026-04-05T01:00:00.000Z',
  totalCount: 3,
  vehicleMasterDetails: vehicle,
  lastFailure: '',
  ...overrides,
});

const keyAnswer = ok({
  provider: 'sandbox' as const,
  publishableKey: '',
  surchargeRate: 0.02,
  supportEmail: 'help@cargo.test',
});

describe('payments log', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  const nine = Array.from({ length: 9 }, (_, i) =>
    payment(i, i === 1 ? { status: 'failed', failureMessage: 'Your card was declined.' } : {}),
  );

  it("is 'Payments', 7 to a page, with the receipt link, badge, amount and date", async () => {
    const user = userEvent.setup();
    const { calls } = serve({ 'POST /api/customer/payments/logs': ok(nine, 'Payments') });
    await signIn();
    renderPortal('/portal/payment/logs');
    const list = await screen.findByRole('list', { name: 'Payments' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    // The page asks with the mirror's ETag, read from the device first: the session check may go
    // out before it.
    const read = calls.find((c) => c.url === '/api/customer/payments/logs');
    expect(read?.body).toEqual({ offset: 0, next: 100 });

    const link = within(list).getByRole('link', { name: 'Car 0' });
    expect(link).toHaveAttribute('href', '/portal/payment/p0/receipt');
    expect(link).toHaveAttribute('target', '_blank');
    const first = link.closest('li') as HTMLElement;
    expect(first).toHaveTextContent('$510.00');
    expect(first).toHaveTextContent('incl. $10.00 card surcharge');
    expect(first).toHaveTextContent('SUCCESS');
    expect(first).toHaveTextContent('10 Mar, 2026');
    const failed = within(list).getByRole('link', { name: 'Car 1' }).closest('li') as HTMLElement;
    expect(failed).toHaveTextContent('FAILURE');
    expect(failed).toHaveTextContent('Your card was declined.');

    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(
      within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(await screen.findByText(/Last updated/)).toBeInTheDocument();
  });

  it('shows the newest payments of a long history while the older ones arrive', async () => {
    const history = Array.from({ length: 150 }, (_, i) => payment(i, { totalCount: 150 }));
    const { handler, releaseOlder } = heldBackPages(history);
    serve({ 'POST /api/customer/payments/logs': handler });
    await signIn();
    renderPortal('/portal/payment/logs');
    const list = await screen.findByRole('list', { name: 'Payments' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByRole('link', { name: 'Car 0' })).toBeInTheDocument();
    // 150 payments, 7 to a page.
    await expectPagerOnceFilled(releaseOlder, {
      pending: 'Loading your older payments…',
      pager: 'Payments pages',
      lastPage: 'Page 22 of 22',
    });
  });

  it('says beside SUCCESS that a payment came back: owed, or refunded with amount, date and note', async () => {
    const note = '/api/customer/payment/p0/adjustment-note.pdf';
    serve({
      'POST /api/customer/payments/logs': ok([
        payment(0, {
          refund: {
            amount: 510,
            status: 'refunded',
            on: '2026-03-12T03:00:00.000Z',
            adjustmentNoteUrl: note,
          },
        }),
        payment(1, {
          refund: {
            amount: 510,
            status: 'due',
            on: '2026-03-09T03:00:00.000Z',
            adjustmentNoteUrl: null,
          },
        }),
        payment(2),
      ]),
    });
    await signIn();
    renderPortal('/portal/payment/logs');
    const list = await screen.findByRole('list', { name: 'Payments' }, { timeout: 10_000 });
    const [refunded, owed, plain] = within(list).getAllByRole('listitem');
    // SPEC's badge stays: the debit did go through.
    expect(refunded).toHaveTextContent('SUCCESS');
    expect(refunded).toHaveTextContent('Refunded $510.00 on 12 Mar, 2026');
    expect(
      within(refunded!).getByRole('link', { name: /^Adjustment note for Car 0/ }),
    ).toHaveAttribute('href', note);
    expect(owed).toHaveTextContent('Refund of $510.00 on its way');
    expect(within(owed!).queryByRole('link', { name: /Adjustment note/ })).toBeNull();
    expect(plain).not.toHaveTextContent(/refund/i);
  });

  it("says 'No record available' when empty", async () => {
    serve({ 'POST /api/customer/payments/logs': ok([], 'No record available') });
    await signIn();
    renderPortal('/portal/payment/logs');
    expect(
      await screen.findByText('No record available', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('is readable offline from the mirror, and so is a receipt', async () => {
    serve({ 'POST /api/customer/payments/logs': ok(nine) });
    await signIn();
    renderPortal('/portal/payment/logs');
    await screen.findByRole('link', { name: 'Car 0' }, { timeout: 10_000 });

    reloadPage();
    offline();
    await signIn();
    renderPortal('/portal/payment/p0/receipt');
    expect(
      await screen.findByRole('heading', { name: 'Tax invoice / Receipt' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const lines = screen.getByRole('table');
    expect(
      within(lines).getByRole('rowheader', { name: 'Monthly plan' }).nextElementSibling,
    ).toHaveTextContent('$500.00');
    expect(
      within(lines).getByRole('rowheader', { name: 'Card surcharge (2%)' }).nextElementSibling,
    ).toHaveTextContent('$10.00');
    expect(
      within(lines).getByRole('rowheader', { name: 'Amount' }).nextElementSibling,
    ).toHaveTextContent('$510.00');
    // 510 / 11 = 46.36
    expect(
      within(lines).getByRole('rowheader', { name: 'GST included (1/11)' }).nextElementSibling,
    ).toHaveTextContent('$46.36');
    expect(screen.getByText('Card ending 4242')).toBeInTheDocument();
    expect(screen.getByText('Car 0/Hatch/2.0L')).toBeInTheDocument();
  });
});

describe('subscription logs', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  it('shows SPEC §4 states, and Cancel only on subscribed rows', async () => {
    serve({
      'GET /api/stripe/token/key': keyAnswer,
      'POST /api/customer/subscription/logs': ok([
        subscription(),
        subscription({ id: 's2', isSubscribed: false, status: 3 }),
        subscription({
          id: 's3',
          isSubscribed: false,
          status: 0,
          subscriptionStartDate: null,
          subscriptionEndDate: null,
          lastFailure: 'Your card was declined.',
        }),
      ]),
    });
    await signIn();
    renderPortal('/portal/subscription/logs');
    const list = await screen.findByRole('list', { name: 'Subscriptions' }, { timeout: 10_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((r) => within(r).getByText(/^(SUBSCRIBED|UNSUBSCRIBED|PENDING)$/).textContent),
    ).toEqual(['SUBSCRIBED', 'UNSUBSCRIBED', 'PENDING']);
    expect(rows[0]).toHaveTextContent('Corolla Ascent/Hatch/2.0L');
    expect(rows[0]).toHaveTextContent('05 Mar, 2026 – 05 Apr, 2026');
    expect(rows[0]).toHaveTextContent('$500.00');
    expect(rows[2]).toHaveTextContent('Last payment failed: Your card was declined.');
    expect(within(list).getAllByRole('button', { name: /Cancel subscription/ })).toHaveLength(1);
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: /Cancel/ }),
    ).toBeInTheDocument();
  });

  it('shows a raised amount and the date it applies from beside the current one', async () => {
    serve({
      'GET /api/stripe/token/key': keyAnswer,
      'POST /api/customer/subscription/logs': ok([
        subscription({ nextAmount: 612.4, nextAmountFrom: '2026-04-05T01:00:00.000Z' }),
        subscription({ id: 's2' }),
      ]),
    });
    await signIn();
    renderPortal('/portal/subscription/logs');
    const list = await screen.findByRole('list', { name: 'Subscriptions' }, { timeout: 10_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('$500.00 per month');
    expect(rows[0]).toHaveTextContent('$612.40 per month from 05 Apr, 2026');
    expect(rows[1]).not.toHaveTextContent('per month from');
  });

  it('cancels after confirming, with the support email and terms, then reloads', async () => {
    const user = userEvent.setup();
    let rows = [subscription()];
    const { calls } = serve({
      'GET /api/stripe/token/key': keyAnswer,
      'POST /api/customer/subscription/logs': () => ok(rows),
      'DELETE /api/customer/subscription/log/s1': () => {
        rows = [subscription({ isSubscribed: false, status: 3 })];
        return ok(
          { id: 's1', status: 3, refundOnSettle: null },
          'Subscription cancelled successfully',
        );
      },
    });
    await signIn();
    renderPortal('/portal/subscription/logs');
    await user.click(
      await screen.findByRole('button', { name: /Cancel subscription/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('help@cargo.test');
    expect(dialog).toHaveTextContent(
      /fuel card .* cancelled, outstanding expenses are cleared, any surplus is refunded .* negative balance is debited to your card/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Cancel subscription/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(screen.getByText('UNSUBSCRIBED')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: /Cancel subscription/ })).toBeNull();
  });

  it('with a debit still on its way, the popup and the answer both say it is refunded, with the amount', async () => {
    const user = userEvent.setup();
    const refund = refundInFlightText(51234, 'plan');
    let rows = [subscription({ paymentInFlight: 512.34 })];
    serve({
      'GET /api/stripe/token/key': keyAnswer,
      'POST /api/customer/subscription/logs': () => ok(rows),
      'DELETE /api/customer/subscription/log/s1': () => {
        rows = [subscription({ isSubscribed: false, status: 3, paymentInFlight: 512.34 })];
        return ok(
          { id: 's1', status: 3, refundOnSettle: 512.34 },
          `Subscription cancelled successfully. ${refund}`,
        );
      },
    });
    await signIn();
    renderPortal('/portal/subscription/logs');
    await user.click(
      await screen.findByRole('button', { name: /Cancel subscription/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    // SPEC's terms and question, word for word, with the money on its way between them.
    expect(dialog).toHaveTextContent(
      'If you cancel this subscription, the fuel card for this vehicle is cancelled, outstanding expenses are cleared, any surplus is refunded to you and a negative balance is debited to your card.',
    );
    expect(dialog).toHaveTextContent(
      'A payment of $512.34 for this plan is still being processed.',
    );
    expect(dialog).toHaveTextContent(refund);
    expect(dialog.textContent?.indexOf(refund)).toBeLessThan(
      dialog.textContent?.indexOf('Do you want to cancel this subscription?') ?? 0,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(`Subscription cancelled successfully. ${refund}`, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });

  it('says nothing of a refund when nothing is on its way', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/stripe/token/key': keyAnswer,
      'POST /api/customer/subscription/logs': ok([subscription({ paymentInFlight: null })]),
    });
    await signIn();
    renderPortal('/portal/subscription/logs');
    await user.click(
      await screen.findByRole('button', { name: /Cancel subscription/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(dialog).not.toHaveTextContent(/still being processed/);
  });
});
