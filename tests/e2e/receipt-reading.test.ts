import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goOffline,
  labelled,
  launchBrowser,
  signUpViaApi,
  startServer,
  subscribedVehicle,
  waitForServiceWorker,
  type RunningServer,
} from './harness';
import { FUEL_RECEIPT, photographReceipt, PLAIN_LOOK } from './receipts/generate';

describe('a receipt read on the device, offline, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('keeps the reader once online, then fills the claim from a photo with no network, asking only the portal', async () => {
    const photo = await photographReceipt(browser, FUEL_RECEIPT, PLAIN_LOOK);
    const session = await signUpViaApi(server.baseUrl);
    await subscribedVehicle(server.baseUrl, session);
    context = await browser.newContext();
    await context.addCookies(session.cookies);
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();

    await page.goto(`${server.baseUrl}/portal/expense/logs`);
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Add Adhoc Expense' }).click();
    await page.getByRole('heading', { name: 'Adhoc Expence' }).waitFor();
    const toggle = page.getByRole('checkbox', { name: 'Read receipts offline' });
    await page.getByText(/Downloads about [\d.]+ MB once/).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await page.getByText('Receipts are read on this device').waitFor({ timeout: 60_000 });

    await goOffline(context);
    await page
      .getByTestId('receipt-input')
      .setInputFiles({ name: 'fuel.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('heading', { name: 'Read from the receipt' }).waitFor({ timeout: 90_000 });

    await expect.poll(() => labelled(page, 'Amount').inputValue()).toMatch(/76\.88/);
    expect(await labelled(page, 'Expense date').inputValue()).toBe('14/11/2026');
    expect(await labelled(page, 'Type of expense').inputValue()).toBe('Fuel');
    // Under $82.50 a receipt need not be a tax invoice: no warning.
    expect(await page.getByText('may not be a valid tax invoice').count()).toBe(0);
    // Where the total was read, outlined on the photo.
    await page.getByRole('button', { name: 'Show on photo (Total)' }).click();
    await page.getByTestId('read-box').waitFor();
    // Nothing was saved: the claim waits for Save.
    expect(page.url()).toMatch(/\/portal\/adhoc\/new$/);

    const origin = new URL(server.baseUrl).origin;
    const elsewhere = requests.filter(
      (url) =>
        !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin,
    );
    expect(elsewhere).toEqual([]);
    expect(requests.some((url) => url.includes('/assets/ocr/'))).toBe(true);
  });
});
