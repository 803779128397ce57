import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { http } from 'msw';
import { serve, server } from '../msw/server';

const years = [
  { year: 2026, label: '2025–26', payments: 3, claims: 1 },
  { year: 2025, label: '2024–25', payments: 12, claims: 0 },
];

/** A ZIP response whose body arrives in chunks the test releases one at a time. */
function chunkedResponse(parts: Uint8Array[]) {
  let released = 0;
  let waiting: (() => void) | null = null;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Each pull waits until the test has released one more step.
      if (released <= index) await new Promise<void>((resolve) => (waiting = resolve));
      const part = parts[index];
      index += 1;
      if (part) controller.enqueue(part);
      else controller.close();
    },
  });
  const total = parts.reduce((n, p) => n + p.length, 0);
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/zip', 'Content-Length': String(total) },
  });
  const next = () => {
    released += 1;
    const wake = waiting;
    waiting = null;
    wake?.();
  };
  return { response, next };
}

describe('tax time', { timeout: 20_000 }, () => {
  const saved: { name: string; size: number }[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, size: 0 });
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await resetAll();
  });

  it('lists each financial year with its counts and downloads its ZIP with progress', async () => {
    const user = userEvent.setup();
    const zip = chunkedResponse([new Uint8Array(3000), new Uint8Array(1000)]);
    serve({ 'GET /api/customer/tax-time/years': ok(years) });
    server.use(http.get('*/api/customer/tax-time/2026/archive.zip', () => zip.response));
    await signIn();
    renderPortal('/portal/tax-time');
    expect(
      await screen.findByRole('heading', { name: 'Tax time', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Financial year 2025–26' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/1 July 2025 to 30 June 2026 · 3 payments · 1 claim$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/12 payments · 0 claims$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download 2025–26 (ZIP)' }));
    const bar = await screen.findByRole('progressbar', { name: 'Downloading 2025–26' });
    expect(screen.getByRole('button', { name: 'Download 2024–25 (ZIP)' })).toBeDisabled();
    zip.next();
    await waitFor(() => expect(bar).toHaveAttribute('value', '3000'));
    expect(bar).toHaveAttribute('max', '4000');
    expect(screen.getByText('3 KB of 4 KB')).toBeInTheDocument();
    zip.next();
    zip.next();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your 2025–26 tax documents are downloaded.',
    );
    expect(saved).toEqual([{ name: 'cargo-tax-2025-26.zip', size: 0 }]);
  });

  it("shows the server's refusal in words", async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/customer/tax-time/years': ok(years),
      'GET /api/customer/tax-time/2025/archive.zip': {
        status: 400,
        body: { status: false, message: 'The financial year must be 2000 or later' },
      },
    });
    await signIn();
    renderPortal('/portal/tax-time');
    await user.click(
      await screen.findByRole('button', { name: 'Download 2024–25 (ZIP)' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The financial year must be 2000 or later',
    );
    expect(saved).toEqual([]);
  });

  it('says when the years cannot be loaded and offers to try again', async () => {
    const user = userEvent.setup();
    const api = serve({
      'GET /api/customer/tax-time/years': {
        status: 500,
        body: { status: false, message: 'Something went wrong on our side. Please try again.' },
      },
    });
    await signIn();
    renderPortal('/portal/tax-time');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /Something went wrong/,
    );
    const before = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls.length).toBe(before + 1));
  });

  it('opens the financial and FBT years side by side, each rule with its ATO source', async () => {
    const user = userEvent.setup();
    const year = (kind: 'financial' | 'fbt', label: string) => ({
      kind,
      label,
      firstDay: kind === 'fbt' ? '2025-04-01' : '2025-07-01',
      lastDay: kind === 'fbt' ? '2026-03-31' : '2026-06-30',
      vehicles: [
        {
          vehicleId: 'v1',
          vehicleLabel: 'Model 3 RWD/Sedan/Electric single motor',
          km: 1_234,
          kmBasis: '1,234 km by the odometer log from 1 Jul 2025 to 30 Jun 2026.',
          businessPercent: 62.5,
          businessBasis: 'From the logbook kept 7 Jul 2025 – 28 Sep 2025.',
          homeCharging: {
            kind: 'electric',
            amount: 51.83,
            basis: '4.20 c/km × 1,234 km = $51.83',
          },
        },
      ],
      runningCosts: [{ type: 'Tyres', amount: 1046 }],
      runningCostsTotal: 1046,
      gst: { withInvoice: 95.09, withoutInvoice: 5.5, estimated: 5.5, claims: 2 },
    });
    serve({
      'GET /api/customer/tax-time/years': ok(years),
      'GET /api/customer/tax-time/2026/figures': ok({
        financialYear: year('financial', 'Financial year 2025–26'),
        fbtYear: year('fbt', 'FBT year 1 April 2025 – 31 March 2026'),
      }),
    });
    await signIn();
    renderPortal('/portal/tax-time');
    await user.click(
      await screen.findByText('Kilometres, business use, EV charging and GST for 2025–26'),
    );
    expect(
      await screen.findByRole('region', { name: 'FBT year 1 April 2025 – 31 March 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Financial year 2025–26' })).toBeInTheDocument();
    expect(screen.getAllByText('4.20 c/km × 1,234 km = $51.83')).toHaveLength(2);
    expect(
      screen.getByText(/^ATO: the FBT year runs from 1 April to 31 March/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^ATO: PCG 2024\/2/)).toBeInTheDocument();
    expect(screen.getByText(/^ATO: a GST credit needs a valid tax invoice/)).toBeInTheDocument();
    expect(screen.getAllByText('Backed by a valid tax invoice')[0]?.nextSibling).toHaveTextContent(
      '$95.09',
    );
  });
});
