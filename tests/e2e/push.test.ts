import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PushPayload } from '../../contract/notifications';
import { test } from './fixture';
import { signUpViaApi, waitForServiceWorker } from './harness';

/**
 * The service worker's push and click handlers in Chromium: a push is delivered through the
 * DevTools protocol (as the browser's push service would hand it over), shown as a notification,
 * and a tap opens its screen in the open portal tab without reloading it.
 */
describe('push notifications in Chromium', () => {
  // One tab for the file: the second test pushes to the worker the first one registered.
  let baseUrl: string;
  let context: BrowserContext;

  test.beforeAll(async ({ server, browser }) => {
    baseUrl = server.baseUrl;
    const session = await signUpViaApi(baseUrl);
    context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await context.addCookies(session.cookies);
  });
  test.afterAll(async () => {
    await context?.close();
  });

  const deliver = async (page: Page, payload: unknown) => {
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(baseUrl));
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  };

  const shown = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });

  test('shows a pushed notification and a tap opens its screen in the open tab', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/portal/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await waitForServiceWorker(page);
    // The tab remembers it was not reloaded: a tap must open the screen through the router.
    await page.evaluate(() => {
      (window as Window & { keptState?: string }).keptState = 'still here';
    });

    const payload: PushPayload = {
      title: 'Claim approved',
      body: 'Your Fuel claim of $84.35 is approved.',
      url: '/portal/expense/logs',
      tag: 'claim:test:APPROVED',
    };
    await deliver(page, payload);
    await expect
      .poll(() => shown(page), { timeout: 15_000 })
      .toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          data: { url: payload.url },
        },
      ]);

    const worker = context.serviceWorkers()[0];
    expect(worker).toBeDefined();
    await worker?.evaluate(async () => {
      // The worker's own types (webworker lib) are not the test's; name what is used here.
      type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      type ClickEvent = new (type: string, init: { notification: Notification }) => Event;
      const sw = self as unknown as Scope;
      const { NotificationEvent } = self as unknown as { NotificationEvent: ClickEvent };
      const [notification] = await sw.registration.getNotifications();
      if (!notification) throw new Error('no notification to tap');
      sw.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });

    await page.waitForURL(`${baseUrl}/portal/expense/logs`, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as Window & { keptState?: string }).keptState)).toBe(
      'still here',
    );
    await expect.poll(() => shown(page)).toEqual([]);
  });

  test("shows nothing for a push that is not the portal's, or points at another site", async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await deliver(page, {
      title: 'Win a prize',
      body: 'Click',
      url: 'https://evil.test/',
      tag: 'x',
    });
    await deliver(page, 'not json');
    // A valid push after them is shown: the two before it were read and dropped, not queued.
    await deliver(page, {
      title: 'Payment failed',
      body: 'The payment of $250.00 for ABC123 did not go through.',
      url: '/portal/payment/logs',
      tag: 'payment:test:failed',
      action: 'Fix payment',
    });
    await expect
      .poll(async () => (await shown(page)).map((n) => n.title), { timeout: 15_000 })
      .toEqual(['Payment failed']);
  });
});
