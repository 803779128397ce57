import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadOfflineToggle } from '../../../src/features/expenses/ReadOfflineToggle';
import { readerForReading } from '../../../src/features/expenses/receipt-reading/ocr-cache';

/** Cache Storage as the browser keeps it: named caches of responses by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    files: () => [...stores.values()].reduce((n, store) => n + store.size, 0),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (url: string) => store.get(url),
        put: async (url: string, response: Response) => void store.set(url, response),
      };
    },
  };
}

let caches: ReturnType<typeof fakeCaches>;
let answer: () => Response;

beforeEach(() => {
  caches = fakeCaches();
  answer = () => new Response(new Uint8Array(10));
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('fetch', async () => answer());
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const toggle = () => screen.getByRole('checkbox', { name: 'Read receipts offline' });

describe("'Read receipts offline' is what the driver chose", () => {
  it('a receipt read online ticks nothing and keeps nothing', async () => {
    render(<ReadOfflineToggle />);
    expect(toggle()).not.toBeChecked();
    await readerForReading();
    expect(caches.files()).toBe(0);
    render(<ReadOfflineToggle />);
    for (const box of screen.getAllByRole('checkbox', { name: 'Read receipts offline' })) {
      expect(box).not.toBeChecked();
    }
  });

  it('ticked, the reader is kept; unticked, it goes and stays unticked after a reading and a new visit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ReadOfflineToggle />);
    await user.click(toggle());
    await screen.findByText('Receipts are read on this device, with or without a connection.');
    expect(caches.files()).toBe(4);

    await user.click(toggle());
    await waitFor(() => expect(toggle()).not.toBeChecked());
    expect(caches.files()).toBe(0);
    await readerForReading();
    expect(caches.files()).toBe(0);
    unmount();
    render(<ReadOfflineToggle />);
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toHaveAccessibleDescription(/Downloads about [\d.]+ MB once/);
  });

  it('ticked on a visit before, it shows ticked, and an online reading keeps a file gone missing', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ReadOfflineToggle />);
    await user.click(toggle());
    await screen.findByText(/Receipts are read on this device/);
    unmount();
    // The browser took the space back (or an upgrade dropped the old version's files).
    caches.stores.clear();
    render(<ReadOfflineToggle />);
    expect(toggle()).toBeChecked();
    await readerForReading();
    expect(caches.files()).toBe(4);
  });

  it('a download that fails leaves it unticked, on this visit and the next', async () => {
    const user = userEvent.setup();
    answer = () => new Response(null, { status: 503 });
    const { unmount } = render(<ReadOfflineToggle />);
    await user.click(toggle());
    await screen.findByText(
      'The receipt reader could not be downloaded. Try again with a connection.',
    );
    expect(toggle()).not.toBeChecked();
    unmount();
    render(<ReadOfflineToggle />);
    expect(toggle()).not.toBeChecked();
  });
});
