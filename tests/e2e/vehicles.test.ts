import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './fixture';
import { goOffline, signUpViaApi, waitForServiceWorker } from './harness';

const dollars = (text: string | null): number => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('vehicles in Chromium', () => {
  // One tab for the file: the offline test reloads the list the wizard test filled.
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ server, browser }) => {
    const session = await signUpViaApi(server.baseUrl, { firstName: 'Riley', lastName: 'Morgan' });
    context = await browser.newContext();
    await context.addCookies(session.cookies);
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context?.close();
  });

  /** Types into a typeahead and picks the suggestion the server found. */
  const pick = async (label: string, text: string, option: string) => {
    await page.getByLabel(label, { exact: true }).pressSequentially(text);
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  };
  const answer = async (question: RegExp, choice: 'Yes' | 'No') =>
    page.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check();

  test('registers a vehicle through the whole wizard and lists it', async ({ server }) => {
    await page.goto(`${server.baseUrl}/portal/vehicles`);
    await page.getByRole('heading', { name: 'Your Vehicles' }).waitFor();
    await page.getByText('No record available').waitFor();
    await waitForServiceWorker(page);

    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL(/\/portal\/vehicle\/new$/);
    await page.getByRole('heading', { name: 'Vehicle Details' }).waitFor();
    await pick('Make', 'toyo', 'Toyota');
    await pick('Model', 'coro', 'Corolla');
    await pick('Year', '2020', '2020');
    const choice = page.getByLabel('Vehicle', { exact: true });
    await expect.poll(() => choice.inputValue(), { timeout: 10_000 }).not.toBe('');
    const chosenName = (await choice.locator('option:checked').textContent())?.split('/')[0] ?? '';
    expect(chosenName).toMatch(/^Corolla /);
    await page.getByLabel('Registration number', { exact: true }).fill('e2e123');
    await page.getByLabel('Km per year', { exact: true }).pressSequentially('15000');
    await page.getByLabel('Current odometer', { exact: true }).pressSequentially('42000');
    await answer(/using this vehicle/, 'Yes');
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Riley');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
    await answer(/under finance/, 'Yes');
    await page.getByLabel('Monthly repayment', { exact: true }).pressSequentially('450');
    await answer(/balloon payment/, 'No');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Insurance', level: 1 }).waitFor();
    await answer(/insured/, 'Yes');
    await page.getByLabel('Annual insurance payment', { exact: true }).pressSequentially('1200');
    await answer(/review the insurance/, 'No');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Review Pricing', level: 1 }).waitFor();
    const monthly = dollars(await page.getByTestId('total-monthly').textContent());
    const annually = dollars(await page.getByTestId('total-annually').textContent());
    expect(monthly).toBeGreaterThan(0);
    expect(Math.round(annually * 100)).toBe(12 * Math.round(monthly * 100));
    await page.getByRole('img', { name: /Monthly cost breakdown/ }).waitFor();
    await page.getByText('Included benefits').waitFor();

    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Do you want to subscribe this plan?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await page.waitForURL((url) => url.pathname === '/portal' || url.pathname === '/portal/');

    await page.goto(`${server.baseUrl}/portal/vehicles`);
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(chosenName) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Toyota');
    await page.getByText(/Last updated/).waitFor();
  });

  test('still lists the vehicle offline after a reload', async () => {
    await goOffline(context);
    await page.reload();
    await page.getByRole('heading', { name: 'Your Vehicles' }).waitFor();
    const row = page.getByRole('table').getByRole('row', { name: /Corolla/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('2020');
    expect(await page.getByRole('button', { name: 'Add New' }).isDisabled()).toBe(true);
  });
});
