import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './fixture';
import { apiCall, isDashboard, signUpViaApi, type ApiSession } from './harness';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Walks in a row per screen size: the bounce after Insurance was a race, so one walk proves little. */
const WALKS = 3;

const REVIEW_PATH = /^\/portal\/vehicle\/([0-9a-f-]{36})\/review$/;

test.override('serverOptions', { env: { SEED_DEMO: 'false' } });

/**
 * The vehicle wizard clicked through as a customer does, several times in a row. Saving on the
 * review moves the draft from 'new' to the vehicle's id; the step being left must not read that
 * as a lost draft and throw the customer back to an empty first page.
 */
describe('the vehicle wizard, walked again and again in Chromium', () => {
  const answer = (page: Page, question: RegExp, choice: 'Yes' | 'No') =>
    page.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check();

  const pick = async (page: Page, label: string, text: string, option: string) => {
    await page.getByLabel(label, { exact: true }).pressSequentially(text);
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  };

  /** One walk from 'Add New' to the review's 'Subscribe → No'; answers the vehicle's id. */
  const walk = async (baseUrl: string, page: Page, rego: string): Promise<string> => {
    await page.goto(`${baseUrl}/portal/vehicles`);
    await page.getByRole('heading', { name: 'Your Vehicles' }).waitFor();
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL(/\/portal\/vehicle\/new$/);
    await page.getByRole('heading', { name: 'Vehicle Details', level: 1 }).waitFor();
    await pick(page, 'Make', 'toyo', 'Toyota');
    await pick(page, 'Model', 'coro', 'Corolla');
    await pick(page, 'Year', '2020', '2020');
    const choice = page.getByLabel('Vehicle', { exact: true });
    await expect.poll(() => choice.inputValue(), { timeout: 10_000 }).not.toBe('');
    await page.getByLabel('Registration number', { exact: true }).fill(rego);
    await page.getByLabel('Km per year', { exact: true }).pressSequentially('15000');
    await page.getByLabel('Current odometer', { exact: true }).pressSequentially('42000');
    await answer(page, /using this vehicle/, 'Yes');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
    await answer(page, /under finance/, 'No');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Insurance', level: 1 }).waitFor();
    await answer(page, /insured/, 'Yes');
    await page.getByLabel('Annual insurance payment', { exact: true }).pressSequentially('1200');
    await answer(page, /review the insurance/, 'No');

    // Every address the tab shows from Next on Insurance until the customer leaves the review.
    const shown: string[] = [];
    const onNavigated = (frame: { url(): string }) => {
      if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
    };
    page.on('framenavigated', onNavigated);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Review Pricing', level: 1 }).waitFor();
    await page.getByTestId('total-monthly').waitFor();
    await page.waitForURL((url) => REVIEW_PATH.test(url.pathname));
    const id = REVIEW_PATH.exec(new URL(page.url()).pathname)?.[1] ?? '';

    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Do you want to subscribe this plan?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await page.waitForURL(isDashboard);
    page.off('framenavigated', onNavigated);

    expect(shown.filter((path) => path.endsWith('/vehicle/new'))).toEqual([]);
    expect(shown.some((path) => path === `/portal/vehicle/${id}/review`)).toBe(true);
    return id;
  };

  const vehicleIds = async (baseUrl: string, session: ApiSession): Promise<string[]> => {
    const listed = await apiCall(baseUrl, 'POST', '/api/customer/vehicles', {
      cookie: session.cookie,
      body: { offset: 0, next: 50 },
    });
    expect(listed.status).toBe(200);
    return (listed.body.data as { id: string }[]).map((vehicle) => vehicle.id).sort();
  };

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`goes from Insurance to its review every time, on a ${name}`, async ({
      server,
      browser,
    }) => {
      const session = await signUpViaApi(server.baseUrl, { firstName: 'Riley', lastName: 'Shaw' });
      const context = await browser.newContext({ viewport, hasTouch: viewport === PHONE });
      try {
        await context.addCookies(session.cookies);
        const page = await context.newPage();

        const ids: string[] = [];
        for (let n = 1; n <= WALKS; n += 1) {
          ids.push(await walk(server.baseUrl, page, `WLK${n}${name[0]}`));
        }

        expect(new Set(ids).size).toBe(WALKS);
        expect(await vehicleIds(server.baseUrl, session)).toEqual([...ids].sort());
      } finally {
        await context.close();
      }
    });
  }
});
