import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentLog } from '../../../contract/payments/answers';
import { demoUser, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const paid: PaymentLog = {
  id: '5d3c1b8e-0000-4000-8000-00000000abcd',
  vehicleId: 'v1',
  amount: 510,
  baseAmount: 500,
  surcharge: 10,
  status: 'succeeded',
  createdOn: '2026-03-10T01:00:00.000Z',
  invoiceUrl: '/portal/payment/5d3c1b8e-0000-4000-8000-00000000abcd/receipt',
  invoiceNumber: 'CG-20260310-ABCDEF01',
  vehicleMasterDetails: { name: 'Corolla Ascent', body: 'Hatch', engine: '2.0L' },
  totalCount: 1,
  method: 'card',
  last4: '4242',
  failureMessage: '',
  refund: null,
};
const supplier = {
  name: 'Harbour Fleet Services Pty Ltd',
  abn: '53004085616',
  address: '100 Market Street, Sydney NSW 2000',
};

describe('tax invoice page', { timeout: 20_000 }, () => {
  afterEach(resetAll);

  it("names the seller with ABN and address, the customer, and links the invoice's PDF", async () => {
    serve({
      'POST /api/customer/payments/logs': ok([paid]),
      'GET /api/customer/invoice/supplier': ok(supplier),
    });
    await signIn(demoUser({ fullName: 'Nina Walker-Reyes' }));
    renderPortal(`/portal/payment/${paid.id}/receipt`);
    await screen.findByRole('heading', { name: 'Tax invoice / Receipt' }, { timeout: 10_000 });
    const seller = await screen.findByRole('group', { name: 'Supplier' });
    expect(within(seller).getByText(supplier.name)).toBeInTheDocument();
    expect(within(seller).getByText('ABN 53 004 085 616')).toBeInTheDocument();
    expect(within(seller).getByText(supplier.address)).toBeInTheDocument();
    expect(screen.getByText('Customer').nextElementSibling).toHaveTextContent('Nina Walker-Reyes');
    expect(screen.getByText('CG-20260310-ABCDEF01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/customer/payment/${paid.id}/invoice.pdf`,
    );
  });

  it("holds the seller's lines in place, unread, until they arrive on a first visit", async () => {
    // A first visit: no seller kept on the device from an earlier one.
    localStorage.clear();
    let answer: (value: unknown) => void = () => undefined;
    const arrived = new Promise((resolve) => (answer = resolve));
    serve({
      'POST /api/customer/payments/logs': ok([paid]),
      'GET /api/customer/invoice/supplier': async () => {
        await arrived;
        return ok(supplier);
      },
    });
    await signIn();
    const { container } = renderPortal(`/portal/payment/${paid.id}/receipt`);
    await screen.findByRole('heading', { name: 'Tax invoice / Receipt' }, { timeout: 10_000 });
    const held = container.querySelector('.receipt__supplier--loading');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(held?.children).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'Supplier' })).not.toBeInTheDocument();
    answer(undefined);
    const seller = await screen.findByRole('group', { name: 'Supplier' });
    expect(within(seller).getByText(supplier.name)).toBeInTheDocument();
    expect(container.querySelector('.receipt__supplier--loading')).toBeNull();
  });

  it('offers no tax invoice PDF for a payment that did not go through', async () => {
    serve({
      'POST /api/customer/payments/logs': ok([
        { ...paid, status: 'failed', failureMessage: 'Your card was declined.' },
      ]),
      'GET /api/customer/invoice/supplier': ok(supplier),
    });
    await signIn();
    renderPortal(`/portal/payment/${paid.id}/receipt`);
    await screen.findByRole('heading', { name: 'Payment record' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Supplier' })).not.toBeInTheDocument();
  });

  it('shows a refund made: when and how much, the price now, the GST taken off and the note', async () => {
    const note = `/api/customer/payment/${paid.id}/adjustment-note.pdf`;
    serve({
      'POST /api/customer/payments/logs': ok([
        {
          ...paid,
          refund: {
            amount: 510,
            status: 'refunded' as const,
            on: '2026-03-12T03:00:00.000Z',
            adjustmentNoteUrl: note,
          },
        },
      ]),
      'GET /api/customer/invoice/supplier': ok(supplier),
    });
    await signIn();
    renderPortal(`/portal/payment/${paid.id}/receipt`);
    // The tax invoice stands as issued; the adjustment note is what changes it.
    await screen.findByRole('heading', { name: 'Tax invoice / Receipt' }, { timeout: 10_000 });
    expect(screen.getByText('Refund').nextElementSibling).toHaveTextContent(
      'Refunded $510.00 on 12 Mar, 2026',
    );
    expect(screen.getByRole('link', { name: 'Adjustment note (PDF)' })).toHaveAttribute(
      'href',
      note,
    );
    const lines = screen.getByRole('table');
    expect(within(lines).getByRole('row', { name: /Refunded on 12 Mar, 2026/ })).toHaveTextContent(
      '−$510.00',
    );
    expect(within(lines).getByRole('row', { name: /Price now/ })).toHaveTextContent('$0.00');
    expect(
      within(lines).getByRole('row', { name: /GST adjustment \(decrease\)/ }),
    ).toHaveTextContent('−$46.36');
  });

  it('says a refund still owed is on its way, with no adjustment note yet', async () => {
    serve({
      'POST /api/customer/payments/logs': ok([
        {
          ...paid,
          refund: {
            amount: 510,
            status: 'due' as const,
            on: '2026-03-12T03:00:00.000Z',
            adjustmentNoteUrl: null,
          },
        },
      ]),
      'GET /api/customer/invoice/supplier': ok(supplier),
    });
    await signIn();
    renderPortal(`/portal/payment/${paid.id}/receipt`);
    await screen.findByRole('heading', { name: 'Tax invoice / Receipt' }, { timeout: 10_000 });
    expect(screen.getByText('Refund').nextElementSibling).toHaveTextContent(
      'Refund of $510.00 on its way',
    );
    expect(screen.queryByRole('link', { name: 'Adjustment note (PDF)' })).toBeNull();
    expect(within(screen.getByRole('table')).queryByRole('row', { name: /Price now/ })).toBeNull();
  });

  it('prints the invoice alone, without the app around it', () => {
    const css = readFileSync('src/features/logs/logs.css', 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/body:has\(\.invoice\) \* \{\s*visibility: hidden;/);
    expect(print).toMatch(/\.topbar, \.sidebar/);
  });
});
