import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { browserCookies } from '../lib/browser-cookies';
import { row, type Row, type SectionResult } from '../lib/report';
import type { BenchPage } from '../lib/routes';

const SCHEMES = ['light', 'dark'] as const;
const API_DELAY_MS = 1200;
const CLS_BUDGET = 0.02;

/** Layout shifts not caused by input, summed over the page's life (what CLS counts, unwindowed). */
const CLS_PROBE = `(() => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  // The heading is the page's own content: its chunk and data are in.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

/**
 * axe on every route in light and dark (0 violations), and each route's layout shift on a
 * 390 × 844 phone with every /api answer held back 1.2 s, the slow network Lighthouse's own
 * run hides behind a fast loopback server.
 */
export async function benchAxe(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  pages: BenchPage[],
): Promise<SectionResult> {
  const S = 'Axe';
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};
  let worstCls = 0;
  const violationsByRoute: Record<string, Record<string, string[]>> = {};
  for (const scheme of SCHEMES) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme: scheme,
      serviceWorkers: 'block',
    });
    try {
      for (const target of pages) {
        if (target.signedIn) await context.addCookies(browserCookies(cookie, baseUrl));
        else await context.clearCookies();
        const page = await context.newPage();
        try {
          await page.goto(`${baseUrl}${target.path}`);
          await settle(page);
          const result = await new AxeBuilder({ page }).analyze();
          const found = result.violations.map(
            (v) =>
              `${v.id} (${v.nodes
                .map((n) => n.target.join(' '))
                .join(', ')
                .slice(0, 160)})`,
          );
          (violationsByRoute[target.path] ??= {})[scheme] = found;
        } finally {
          await page.close();
        }
      }
    } finally {
      await context.close();
    }
  }
  const clean = Object.entries(violationsByRoute).filter(([, byScheme]) =>
    SCHEMES.every((s) => (byScheme[s] ?? []).length === 0),
  );
  rows.push(
    row(
      S,
      `routes with 0 violations, light and dark`,
      `${clean.length} of ${pages.length}`,
      `${pages.length} of ${pages.length}`,
      clean.length === pages.length,
    ),
  );
  for (const [path, byScheme] of Object.entries(violationsByRoute)) {
    for (const scheme of SCHEMES) {
      const found = byScheme[scheme] ?? [];
      if (found.length > 0)
        rows.push(row(S, `${path} (${scheme})`, found.join('; ').slice(0, 300)));
    }
  }
  figures.violations = violationsByRoute;

  // Layout shift with a slow API.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shifts: Record<string, number> = {};
  try {
    await context.addInitScript(CLS_PROBE);
    await context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue().catch(() => undefined);
    });
    for (const target of pages) {
      if (target.signedIn) await context.addCookies(browserCookies(cookie, baseUrl));
      else await context.clearCookies();
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${target.path}`);
        await settle(page);
        await page.waitForTimeout(API_DELAY_MS);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        shifts[target.path] = Math.round(cls * 1000) / 1000;
        worstCls = Math.max(worstCls, cls);
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  figures.clsWithApiDelay = shifts;
  const over = Object.entries(shifts).filter(([, v]) => v > CLS_BUDGET);
  rows.push(
    row(
      S,
      `layout shift, API answers 1.2 s late (worst)`,
      `${worstCls.toFixed(3)}${over.length ? ` (over: ${over.map(([p, v]) => `${p} ${v}`).join(', ')})` : ''}`.slice(
        0,
        300,
      ),
      `≤ ${CLS_BUDGET} on each`,
      over.length === 0,
    ),
  );
  return { rows, figures };
}
