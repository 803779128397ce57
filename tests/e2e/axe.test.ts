import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { demoSession } from './demo-session';
import { test } from './fixture';
import { signedInPortalPaths, signedOutPortalPaths } from '../../bench/lib/portal-paths';

const SCHEMES = ['light', 'dark'] as const;

// The demo's year of claims sends more receipts at start than the default limit allows.
test.override('serverOptions', { env: { UPLOAD_RATE_LIMIT: '1000' } });

describe('axe on every route, dialog, toast and error state, light and dark', () => {
  const audit = async (page: Page, label: string, found: string[]) => {
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations) {
      found.push(`${label}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  };
  const open = async (page: Page, url: string) => {
    await page.goto(url);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
  };

  test('finds 0 violations', { timeout: 600_000 }, async ({ server, browser }) => {
    const { cookies, vehicleId, subscribedId, paymentId } = await demoSession(server.baseUrl);
    // Budget and odometer need a subscribed vehicle: the demo's Corolla.
    expect(subscribedId).toBeDefined();
    const signedIn = signedInPortalPaths(vehicleId, paymentId, subscribedId);

    const found: string[] = [];
    for (const scheme of SCHEMES) {
      let context: BrowserContext = await browser.newContext({
        colorScheme: scheme,
        viewport: { width: 390, height: 844 },
      });
      try {
        const out = await context.newPage();
        for (const path of signedOutPortalPaths) {
          await open(out, `${server.baseUrl}${path}`);
          await audit(out, `${scheme} ${path}`, found);
        }
        // Sign-in's error state: every field flagged.
        await out.goto(`${server.baseUrl}/portal/login`);
        await out.getByRole('button', { name: 'Sign in' }).click();
        await out.locator('[aria-invalid="true"]').first().waitFor();
        await audit(out, `${scheme} sign-in errors`, found);
        await context.close();

        context = await browser.newContext({
          colorScheme: scheme,
          viewport: { width: 390, height: 844 },
        });
        await context.addCookies(cookies);
        const page = await context.newPage();
        for (const path of signedIn) {
          await open(page, `${server.baseUrl}${path}`);
          await audit(page, `${scheme} ${path}`, found);
        }

        // Dialogs: the More drawer and a named delete confirmation.
        await open(page, `${server.baseUrl}/portal/vehicles`);
        await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await audit(page, `${scheme} More drawer`, found);
        await page.keyboard.press('Escape');
        // On a phone a vehicle's actions are behind its row's Actions button.
        await page
          .getByRole('button', { name: /^Actions for / })
          .first()
          .click();
        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await page.getByRole('alertdialog').waitFor();
        await audit(page, `${scheme} delete confirmation`, found);
        await page.keyboard.press('Escape');

        // An error toast: the dashboard's refresh fails once. The start's one check answers
        // with no tag, so the mirrors refresh (a 304 to it would ask for no dashboard at all).
        await page.route('**/api/customer/mirrors', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ status: true, message: 'OK', data: null }),
          }),
        );
        await page.route('**/api/customer/dashboard', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: false, message: 'The dashboard could not be loaded' }),
          }),
        );
        await open(page, `${server.baseUrl}/portal`);
        await page.locator('[data-sonner-toast]').first().waitFor();
        await audit(page, `${scheme} error toast`, found);
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);
  });
});
