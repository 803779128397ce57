import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedInPortalPaths, signedOutPortalPaths } from '../../bench/lib/portal-paths';
import { demoSession } from './demo-session';
import { test } from './fixture';
import { smallTargets } from './touch-targets';

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

// The demo's year of claims sends more receipts at start than the default limit allows.
test.override('serverOptions', { env: { UPLOAD_RATE_LIMIT: '1000' } });

describe('touch targets on every screen, phone and desktop', () => {
  const measure = async (page: Page, url: string, label: string, found: string[]) => {
    await page.goto(url);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const line of await page.evaluate(smallTargets)) found.push(`${label}: ${line}`);
  };

  test(
    'has every control at least 44×44, or inline in running text',
    { timeout: 600_000 },
    async ({ server, browser }) => {
      const { cookies, vehicleId, subscribedId, paymentId } = await demoSession(server.baseUrl);
      expect(subscribedId).toBeDefined();
      const signedIn = signedInPortalPaths(vehicleId, paymentId, subscribedId);
      const found: string[] = [];
      for (const [name, options] of Object.entries(VIEWPORTS)) {
        const out = await browser.newContext(options);
        try {
          const page = await out.newPage();
          for (const path of signedOutPortalPaths) {
            await measure(page, `${server.baseUrl}${path}`, `${name} ${path}`, found);
          }
        } finally {
          await out.close();
        }
        const context = await browser.newContext(options);
        try {
          await context.addCookies(cookies);
          const page = await context.newPage();
          for (const path of signedIn) {
            await measure(page, `${server.baseUrl}${path}`, `${name} ${path}`, found);
          }
        } finally {
          await context.close();
        }
      }
      expect(found).toEqual([]);
    },
  );
});
