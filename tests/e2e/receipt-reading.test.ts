import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './fixture';
import { goOffline, labelled, subscribedVehicle, waitForServiceWorker } from './harness';
import { photographReceipt, PLAIN_LOOK } from '../fixtures/receipts/photograph';
import { FUEL_NO_ABN, daysAgo, displayDate } from '../fixtures/receipts/journey-receipt';
import { readLocalDatabase } from './local-database';

/** The words under a field (its hint, its 'check this' mark), as a screen reader says them. */
const description = (page: Page, label: string) =>
  labelled(page, label).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('a receipt read on the device, offline, in Chromium', () => {
  test('keeps the reader once online, then fills the claim from a photo with no network, and saves nothing by itself', async ({
    server,
    browser,
    context,
    customer: session,
    signedInPage: page,
  }) => {
    const receipt = FUEL_NO_ABN(daysAgo(9));
    const photo = await photographReceipt(browser, receipt, PLAIN_LOOK);
    await subscribedVehicle(server.baseUrl, session);
    const requests: Array<{ method: string; url: string }> = [];
    context.on('request', (r) => requests.push({ method: r.method(), url: r.url() }));

    await page.goto(`${server.baseUrl}/portal/expense/logs`);
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Add Adhoc Expense' }).click();
    await page.getByRole('heading', { name: 'Adhoc Expence' }).waitFor();
    const toggle = page.getByRole('checkbox', { name: 'Read receipts offline' });
    await page.getByText(/Downloads about [\d.]+ MB once/).waitFor();
    await toggle.check();
    await page.getByText('Receipts are read on this device').waitFor({ timeout: 90_000 });

    await goOffline(context);
    const sentBefore = requests.length;
    await page
      .getByTestId('receipt-input')
      .setInputFiles({ name: 'fuel.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('heading', { name: 'Read from the receipt' }).waitFor({ timeout: 90_000 });

    await expect.poll(() => labelled(page, 'Amount').inputValue()).toMatch(/^\$90\.50?$/);
    expect(await labelled(page, 'Expense date').inputValue()).toBe(displayDate(receipt.date));
    expect(await labelled(page, 'Type of expense').inputValue()).toBe('Fuel');
    // A brand the reader does not know, guessed from the words alone: filled, to be checked.
    expect(await description(page, 'Type of expense')).toContain('check this');
    expect(await description(page, 'Amount')).not.toContain('check this');
    // Over $82.50 with no ABN: a warning before saving, not a block.
    await page
      .getByText('This receipt may not be a valid tax invoice: no ABN found')
      .waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Show on photo (Total)' }).click();
    await page.getByTestId('read-box').waitFor();

    // Nothing is kept or sent until Save: still on the form, no claim in the outbox, no POST.
    expect(page.url()).toMatch(/\/portal\/adhoc\/new$/);
    expect(requests.slice(sentBefore).filter((r) => r.method === 'POST')).toEqual([]);
    const local = await page.evaluate(readLocalDatabase, (session.user as { id: string }).id);
    const outbox = local?.counts.outbox;
    expect(outbox).toBe(0);

    const origin = new URL(server.baseUrl).origin;
    const elsewhere = requests.filter(
      (r) => !/^(data|blob):/.test(r.url) && new URL(r.url).origin !== origin,
    );
    expect(elsewhere).toEqual([]);
  });
});
