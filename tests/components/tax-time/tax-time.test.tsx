import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPortal, resetAll, signIn } from '../app/helpers';

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
    const api = mockApi({ 'GET /api/customer/tax-time/years': ok(years) });
    const listFetch = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/customer/tax-time/2026/archive.zip'
        ? zip.response
        : listFetch!(input, init),
    );
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
    mockApi({
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
    const api = mockApi({
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
});
