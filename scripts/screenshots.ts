/**
 * Writes the manifest's screenshots (public/screenshots/) from the built portal: the demo
 * customer's dashboard and expenses on a 390 × 844 phone and the dashboard at 1280 × 800.
 * Run after `npm run build`: `npx tsx scripts/screenshots.ts`.
 */
import path from 'node:path';
import { DEMO, launchBrowser, startServer } from '../tests/e2e/harness';

const OUT = path.resolve(import.meta.dirname, '../public/screenshots');

async function main(): Promise<void> {
  const server = await startServer({ env: { UPLOAD_RATE_LIMIT: '1000' } });
  const browser = await launchBrowser();
  try {
    const shots = [
      { file: 'dashboard-phone.png', path: '/portal', viewport: { width: 390, height: 844 } },
      {
        file: 'expenses-phone.png',
        path: '/portal/expense/logs',
        viewport: { width: 390, height: 844 },
      },
      { file: 'dashboard-desktop.png', path: '/portal', viewport: { width: 1280, height: 800 } },
    ];
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: shot.viewport, colorScheme: 'light' });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/portal/login`);
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/portal/login'));
      await page.goto(`${server.baseUrl}${shot.path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(OUT, shot.file) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
