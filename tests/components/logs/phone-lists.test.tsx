import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentLog } from '../../../contract/payments/answers';
import type { VehicleListItem } from '../../../contract/vehicles';
import { getCustomerDb } from '../../../src/offline/db';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const payment = (i: number, overrides: Partial<PaymentLog> = {}): PaymentLog => ({
  id: `p${i}`,
  vehicleId: 'v1',
  amount: 510,
  baseAmount: 500,
  surcharge: 10,
  status: 'succeeded',
  createdOn: `2026-03-${String(10 - i).padStart(2, '0')}T01:00:00.000Z`,
  invoiceUrl: `/portal/payment/p${i}/receipt`,
  invoiceNumber: `CG-0${i}`,
  vehicleMasterDetails: { name: `Car ${i}`, body: 'Hatch', engine: '2.0L' },
  totalCount: 9,
  method: 'card',
  last4: '4242',
  failureMessage: '',
  refund: null,
  ...overrides,
});

const vehicle = (id: string, subscribeStatus: number): VehicleListItem => ({
  id,
  vehicleDetails: { name: `Vehicle ${id}`, body: 'Hatch', engine: '2.0L' },
  make: 'Mazda',
  model: 'CX-5',
  year: 2021,
  createdOn: '2026-03-01T01:00:00.000Z',
  isActive: true,
  subscribeStatus,
});

const paid = {
  paymentId: 'p-new',
  subscriptionId: 's-1',
  status: 'succeeded',
  amount: 510,
  baseAmount: 500,
  surcharge: 10,
  invoiceUrl: '/portal/payment/p-new/receipt',
  nextChargeOn: '2027-01-04T00:00:00.000Z',
};

describe('lists built for phones', { timeout: 30_000 }, () => {
  afterEach(resetAll);

  it('keeps the page number in ?page= and opens on the page the address names', async () => {
    const user = userEvent.setup();
    const nine = Array.from({ length: 9 }, (_, i) => payment(i));
    serve({ 'POST /api/customer/payments/logs': ok(nine) });
    await signIn();
    const { router } = renderPortal('/portal/payment/logs?page=2');
    const list = await screen.findByRole('list', { name: 'Payments' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('link', { name: 'Car 7' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1 of 2' }));
    expect(router.state.location.search).toBe('');
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it("offers Retry on a vehicle's failed latest payment only, and retries it once", async () => {
    const user = userEvent.setup();
    const rows = [
      payment(0, { vehicleId: 'v1', status: 'failed', failureMessage: 'Your card was declined.' }),
      payment(1, { vehicleId: 'v2', status: 'failed', failureMessage: 'Insufficient funds.' }),
      payment(2, { vehicleId: 'v3', status: 'succeeded' }),
      payment(3, { vehicleId: 'v3', status: 'failed', failureMessage: 'Expired card.' }),
    ];
    const retries: unknown[] = [];
    serve({
      'POST /api/customer/payments/logs': ok(rows),
      'POST /api/customer/payment/retry': ({ body }) => {
        retries.push(body);
        return ok(paid, 'Payment has been made successfully.');
      },
    });
    await signIn();
    // v1 waits for its plan, v2 is subscribed since, v3's latest payment succeeded.
    await getCustomerDb()
      .table('vehicles')
      .bulkPut([vehicle('v1', 0), vehicle('v2', 2), vehicle('v3', 2)]);
    renderPortal('/portal/payment/logs');
    const list = await screen.findByRole('list', { name: 'Payments' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const retryButtons = within(list).getAllByRole('button', { name: /^Retry payment for/ });
    expect(retryButtons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Retry payment for Car 0',
    ]);
    const first = within(list).getByRole('link', { name: 'Car 0' }).closest('li') as HTMLElement;
    expect(first).toHaveTextContent('Your card was declined.');
    expect(first).toHaveTextContent('Card •••• 4242');

    await user.click(retryButtons[0] as HTMLElement);
    expect(await screen.findByText('Payment has been made successfully.')).toBeInTheDocument();
    expect(retries).toEqual([{ vehicleId: 'v1' }]);
  });
});
