import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '../../../contract/notifications';
import { getCustomerDb } from '../../../src/offline/db';
import { demoUser, reloadPage, renderPortal, resetAll, signIn } from '../app/helpers';
import { ok } from '../msw/answers';
import { serve } from '../msw/server';

const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.test/send/device-1';

const settings = (over: { devices?: number; off?: string[]; publicKey?: string | null } = {}) => ({
  publicKey: over.publicKey === undefined ? PUBLIC_KEY : over.publicKey,
  devices: over.devices ?? 0,
  kinds: NOTIFICATION_KINDS.map((kind) => ({
    kind,
    label: NOTIFICATION_KIND_LABELS[kind],
    enabled: !(over.off ?? []).includes(kind),
  })),
});

/** A browser with the Push API: permission answers as told, subscribe hands out one endpoint. */
function pushCapableBrowser(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission);
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({
      endpoint: ENDPOINT,
      keys: { p256dh: 'BOrYkO6Ckzy0bAHh0xSS', auth: 'dGVzdGF1dGg' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed = false;
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      subscribed = true;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return { requestPermission, pushManager, subscription };
}

const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 10_000 })).closest(
      'section, .card',
    ) as HTMLElement,
  );

describe('notification settings on the profile', { timeout: 30_000 }, () => {
  let api: ReturnType<typeof serve>;
  beforeEach(async () => {
    api = serve({
      'GET /api/customer/user': ok(demoUser()),
      'GET /api/customer/notifications': ok(settings()),
      'PUT /api/customer/notifications': ({ body }) => {
        const off = Object.entries((body as { kinds: Record<string, boolean> }).kinds)
          .filter(([, on]) => !on)
          .map(([k]) => k);
        return ok(settings({ off }), 'Notification settings saved');
      },
      'POST /api/customer/push-subscriptions': ok(settings({ devices: 1 })),
    });
    await signIn();
  });
  afterEach(async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
    await resetAll();
  });

  it('asks the browser only after a tap, then hands the subscription to the server', async () => {
    const browser = pushCapableBrowser('granted');
    renderPortal('/portal/profile');
    const panel = await card();
    const turnOn = await panel.findByRole('button', {
      name: 'Turn on notifications on this device',
    });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(turnOn);

    expect(await panel.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const key = browser.pushManager.subscribe.mock.calls[0]?.[0].applicationServerKey as Uint8Array;
    // The server's key as the 65 bytes of an uncompressed P-256 point.
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const sent = api.calls.find((c) => c.url === '/api/customer/push-subscriptions');
    expect(sent).toMatchObject({ method: 'POST', body: browser.subscription.toJSON() });
    expect(
      panel.getByRole('button', { name: 'Turn off notifications on this device' }),
    ).toBeVisible();
    expect(panel.getByText(/One device gets push notifications/)).toBeInTheDocument();
  });

  it('says how to allow them again when the browser blocks them, and keeps email', async () => {
    pushCapableBrowser('denied');
    renderPortal('/portal/profile');
    const panel = await card();
    await userEvent.click(
      await panel.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await panel.findByRole('alert')).toHaveTextContent(
      /blocked for CarGo in this browser's site settings.*we email them to you/,
    );
    expect(api.calls.some((c) => c.url === '/api/customer/push-subscriptions')).toBe(false);
  });

  it('on an iPhone in Safari, shows how to add CarGo to the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    renderPortal('/portal/profile');
    const panel = await card();
    expect(
      await panel.findByText(/notifications work once CarGo is on your Home Screen/),
    ).toBeInTheDocument();
    expect(panel.getByText(/tap .Add to Home Screen./)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /Turn on notifications/ })).toBeNull();
  });

  it('turns one kind off with its checkbox, and the browser without push still lists them', async () => {
    renderPortal('/portal/profile');
    const panel = await card();
    expect(
      await panel.findByText(/This browser cannot show notifications from CarGo/),
    ).toBeInTheDocument();
    const kinds = panel.getByRole('group', { name: 'Tell me when' });
    const comingUp = within(kinds).getByRole('checkbox', {
      name: NOTIFICATION_KIND_LABELS.comingUp,
    });
    expect(comingUp).toBeChecked();
    await userEvent.click(comingUp);
    await waitFor(() => expect(comingUp).not.toBeChecked());
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      url: '/api/customer/notifications',
      body: { kinds: { comingUp: false } },
    });
  });
});

describe('notification settings offline', { timeout: 30_000 }, () => {
  afterEach(async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
    await resetAll();
  });

  it('shows the settings last seen, read-only, with a sentence that changes need a connection', async () => {
    serve({
      'GET /api/customer/user': ok(demoUser()),
      'GET /api/customer/notifications': ok(settings({ off: ['comingUp'] })),
    });
    await signIn();
    const online = renderPortal('/portal/profile');
    let panel = await card();
    const seen = await panel.findByRole('checkbox', { name: NOTIFICATION_KIND_LABELS.comingUp });
    expect(seen).not.toBeChecked();
    // The answer reaches the device's copy before the page goes.
    await waitFor(async () => expect(await getCustomerDb().notifications.count()).toBe(1));
    online.unmount();

    // Reloaded offline: the server is not asked, the copy is shown.
    reloadPage();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    const api = serve({ 'GET /api/customer/user': ok(demoUser()) });
    await signIn();
    renderPortal('/portal/profile');
    panel = await card();
    expect(
      await panel.findByText(
        /You are offline: these are your notification settings as last seen on this device\. Changing them needs a connection\./,
      ),
    ).toBeInTheDocument();
    expect(
      panel.queryByText('Connect to the internet to see and change your notification settings.'),
    ).toBeNull();
    const kinds = panel.getByRole('group', { name: 'Tell me when' });
    expect(kinds).toBeDisabled();
    expect(
      within(kinds).getByRole('checkbox', { name: NOTIFICATION_KIND_LABELS.comingUp }),
    ).not.toBeChecked();
    expect(
      within(kinds).getByRole('checkbox', { name: NOTIFICATION_KIND_LABELS.claimUpdates }),
    ).toBeChecked();
    expect(api.calls.some((c) => c.url === '/api/customer/notifications')).toBe(false);
  });
});
