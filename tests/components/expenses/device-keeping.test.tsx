import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomerDb } from '../../../src/offline/db';
import { createDraft } from '../../../src/offline/outbox/drafts';
import { noteClaimSaved } from '../../../src/offline/persist';
import { reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const VEHICLE = '0b5e0000-0000-4000-8000-000000000001';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The device the portal runs on: its browser, whether installed, what the browser promised. */
function device(opts: { ua: string; installed?: boolean; grants?: boolean; touch?: number }) {
  let granted = false;
  const persist = vi.fn(async () => (granted = opts.grants ?? false));
  const persisted = vi.fn(async () => granted);
  const define = (name: string, value: unknown) =>
    Object.defineProperty(navigator, name, { value, configurable: true });
  define('userAgent', opts.ua);
  define('maxTouchPoints', opts.touch ?? 0);
  define('storage', { persist, persisted });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: Boolean(opts.installed) && query === '(display-mode: standalone)',
    }),
  });
  return { persist, persisted };
}

async function waitingDraft() {
  await createDraft(getCustomerDb(), {
    customerId: 'me',
    fields: {
      vehicle: VEHICLE,
      type: 'Parking',
      amount: 5,
      expenseDate: '2026-03-01',
      bsb: '062000',
      accountNumber: '123456',
    },
    vehicleLabel: 'Toyota Corolla/Hatch/2.0L',
    receipt: {
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]).buffer,
      type: 'image/jpeg',
      name: 'r.jpg',
    },
  });
}

const openLog = async () => {
  renderPortal('/portal/expense/logs');
  return screen.findByRole('region', { name: /Not sent yet/ }, { timeout: 10_000 });
};
const guide = () => screen.queryByRole('region', { name: 'Add CarGo to your Home Screen' });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', undefined);
  serve({
    'POST /api/customer/monthly/expenses': ok([]),
    'GET /api/file/upload-url': ok({ url: '/api/file/group/items/upload' }),
    'POST http://localhost:3000/api/file/group/items/upload': { status: 503, body: null },
  });
});
afterEach(async () => {
  await resetAll();
  localStorage.removeItem('cargo:home-screen-guide');
  for (const name of ['userAgent', 'maxTouchPoints', 'storage']) {
    delete (navigator as unknown as Record<string, unknown>)[name];
  }
  delete (window as unknown as Record<string, unknown>).matchMedia;
});

describe('unsent claims and a device that may not keep them', { timeout: 30_000 }, () => {
  it.each([
    ['Safari on an iPhone', IPHONE_SAFARI, "tap Share, then 'Add to Home Screen'"],
    ['Chrome on an iPhone (WebKit too)', IPHONE_CHROME, "tap Share, then 'Add to Home Screen'"],
    ['Safari on a Mac', MAC_SAFARI, "in Safari's File menu choose 'Add to Dock'"],
  ])(
    '%s in a tab: the outbox says storage goes after 7 days and how to add the portal',
    async (_n, ua, how) => {
      device({ ua });
      await signIn();
      await waitingDraft();
      const outbox = await openLog();
      const notice = await within(outbox).findByText(/deletes what a website keeps after 7 days/);
      expect(notice).toHaveTextContent('kept only in this browser until they are sent');
      expect(notice).toHaveTextContent(how);
    },
  );

  it('installed: asks for persistent storage at sign-in and the outbox shows it was granted', async () => {
    const { persist } = device({ ua: ANDROID_CHROME, installed: true, grants: true });
    await signIn();
    await vi.waitFor(() => expect(persist).toHaveBeenCalled());
    await waitingDraft();
    const outbox = await openLog();
    expect(
      await within(outbox).findByText(/Kept on this device until sent: your browser has agreed/),
    ).toBeInTheDocument();
    expect(within(outbox).queryByText(/7 days/)).toBeNull();
  });

  it('installed, and the browser refused: the outbox says the claims may be cleared', async () => {
    const { persist } = device({ ua: IPHONE_SAFARI, installed: true, grants: false });
    await signIn();
    await vi.waitFor(() => expect(persist).toHaveBeenCalled());
    await waitingDraft();
    const outbox = await openLog();
    expect(
      await within(outbox).findByText(/has not agreed to keep the portal's storage/),
    ).toBeInTheDocument();
    // From the Home Screen the guide has nothing to say.
    expect(guide()).toBeNull();
  });

  it('in a tab the portal never asks for persistent storage (Firefox would prompt at sign-in)', async () => {
    const { persist } = device({ ua: ANDROID_CHROME });
    await signIn();
    await waitingDraft();
    const outbox = await openLog();
    expect(within(outbox).queryByText(/7 days|agreed/)).toBeNull();
    expect(persist).not.toHaveBeenCalled();
  });
});

describe("the iPhone's Add to Home Screen guide", { timeout: 30_000 }, () => {
  it('shows once while claims wait to be sent, with the steps; never again on this device', async () => {
    device({ ua: IPHONE_SAFARI });
    await signIn();
    await waitingDraft();
    await openLog();
    const shown = await screen.findByRole('region', { name: 'Add CarGo to your Home Screen' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Tap Share/),
      'Scroll down and tap ‘Add to Home Screen’.',
      'Tap ‘Add’, then open CarGo from its new icon.',
    ]);
    await userEvent.click(within(shown).getByRole('button', { name: 'Got it' }));
    expect(guide()).toBeNull();

    reloadPage();
    device({ ua: IPHONE_SAFARI });
    await signIn();
    await openLog();
    expect(guide()).toBeNull();
  });

  it('shows after the first saved claim even when it was sent at once', async () => {
    device({ ua: IPHONE_SAFARI });
    await signIn();
    noteClaimSaved();
    renderPortal('/portal/expense/logs');
    expect(
      await screen.findByRole(
        'region',
        { name: 'Add CarGo to your Home Screen' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['an iPad (it calls itself a Mac)', 'shows', MAC_SAFARI, 5],
    ['a Mac', 'does not show', MAC_SAFARI, 0],
    ['an Android phone', 'does not show', ANDROID_CHROME, 5],
  ])('on %s it %s', async (_n, shows, ua, touch) => {
    device({ ua, touch });
    await signIn();
    await waitingDraft();
    await openLog();
    await screen.findByRole('button', { name: 'Send now' });
    expect(guide() !== null).toBe(shows === 'shows');
  });
});
