import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { test } from './fixture';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const assets = path.join(dist, 'assets');

/** The files a first visit runs before any page: the entry script and what it preloads. */
function initialScripts(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  return urls.map((url) => path.join(dist, url.replace(/^\/portal\//, '')));
}

// Strings each library keeps in its minified build (an error class's name, a message).
const LATER = { Dexie: 'DatabaseClosedError', zod: 'ZodError' };
const MASKS = 'Masked class is not found';

/** A page's chunk and every chunk it imports statically: what showing the page waits for. */
function pageChunks(page: string): string[] {
  const first = readdirSync(assets).find(
    (name) => name.startsWith(`${page}-`) && name.endsWith('.js'),
  );
  expect(first, page).toBeDefined();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(path.join(assets, name), 'utf8');
    // `import{a as b}from"./x.js"` and `import"./x.js"`; not `import("./x.js")`, which waits.
    for (const m of code.matchAll(/\bimport\s*(?:[\w$,{}\s]+from\s*)?"\.\/([^"]+\.js)"/g)) {
      visit(m[1] ?? '');
    }
  };
  visit(first ?? '');
  return [...seen];
}

const holds = (files: string[], marker: string) =>
  files.filter((name) => readFileSync(path.join(assets, name), 'utf8').includes(marker));

describe('the first load of the built portal (dist/, built by the browser tests)', () => {
  it('leaves the local database and zod to the pages that need them', () => {
    const files = initialScripts();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const [library, marker] of Object.entries(LATER)) {
        expect(code.includes(marker), `${library} in ${path.basename(file)}`).toBe(false);
      }
    }
    // The markers are real: each is in some later chunk, so the check above can fail.
    const later = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(assets, name), 'utf8'));
    for (const marker of Object.values(LATER)) {
      expect(
        later.some((code) => code.includes(marker)),
        marker,
      ).toBe(true);
    }
  });

  it('leaves the local database and the input masks out of the sign-in page', () => {
    const signIn = pageChunks('LoginPage');
    // The page's own chunk, the first load's and the form's: the walk follows imports.
    expect(signIn.length).toBeGreaterThan(3);
    expect(holds(signIn, LATER.Dexie)).toEqual([]);
    expect(holds(signIn, MASKS)).toEqual([]);
    // The same walk finds both where they belong: the masks in sign-up (its phone field), the
    // local database in a signed-in page.
    expect(holds(pageChunks('SignupPage'), MASKS)).toHaveLength(1);
    expect(holds(pageChunks('DashboardPage'), LATER.Dexie)).toHaveLength(1);
  });
});

describe("each page's own code and styles (dist/)", () => {
  const inlineCss = () =>
    [...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1] ?? '')
      .join('');

  it("puts the shell's CSS into the document and leaves a page's own CSS to that page", () => {
    const css = inlineCss();
    expect(css).toContain('.topbar');
    // The claim list's table is the expense pages' business, not the first load's.
    expect(css).not.toContain('.expense-table');
    const own = readdirSync(assets).filter(
      (name) =>
        name.endsWith('.css') &&
        readFileSync(path.join(assets, name), 'utf8').includes('.expense-table'),
    );
    expect(own).toHaveLength(1);
    // The claim form's chunk names that stylesheet, so Vite's loader brings it before the page runs.
    const form = pageChunks('AdhocExpensePage')[0] ?? '';
    expect(readFileSync(path.join(assets, form), 'utf8')).toContain(own[0]);
  });

  it("leaves the drivers' section and the form library to the vehicle popup", () => {
    const list = pageChunks('VehiclesPage');
    expect(list.some((name) => name.startsWith('fields-'))).toBe(false);
    // The same walk finds the form library where a first screen has a form.
    expect(pageChunks('AdhocExpensePage').some((name) => name.startsWith('fields-'))).toBe(true);
  });
});

describe('a first visit to the sign-in page (Chromium)', () => {
  test('fetches no local-database or input-mask code, also after the form is on screen', async ({
    server,
    browser,
  }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const scripts: Promise<{ url: string; code: string }>[] = [];
      page.on('response', (response) => {
        const request = response.request();
        // The page's own fetches; the service worker's precache is not the page's load.
        if (request.resourceType() !== 'script' || request.serviceWorker()) return;
        scripts.push(response.text().then((code) => ({ url: response.url(), code })));
      });
      await page.goto(`${server.baseUrl}/portal/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      // The service worker registers once the first screen has had its moment (src/app/Later):
      // what the page leaves until then has been asked for by the time it is ready.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const loaded = await Promise.all(scripts);
      expect(loaded.length).toBeGreaterThan(3);
      const holding = (marker: string) =>
        loaded.filter((s) => s.code.includes(marker)).map((s) => path.basename(s.url));
      expect(holding(LATER.Dexie)).toEqual([]);
      expect(holding(MASKS)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // Issue 41: building every schema of the contract was the largest cost of a page's start. The
  // zod chunk holds the whole contract; its modules run when code that imports them runs
  // (vite.config.ts, strictExecutionOrder), so the sign-in page builds the sign-in schemas only.
  test("builds the sign-in schemas and none of the signed-in pages'", async ({
    server,
    browser,
  }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // Same origin first, so the profiler is in the renderer that will load the portal.
      await page.goto(`${server.baseUrl}/portal/manifest.webmanifest`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
      await page.goto(`${server.baseUrl}/portal/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      const zodChunk = result.find((s) => /\/assets\/zod-[\w-]+\.js$/.test(s.url));
      expect(zodChunk, 'the zod chunk ran').toBeDefined();
      const code = readFileSync(path.join(assets, path.basename(zodChunk?.url ?? '')), 'utf8');
      /** How often the innermost block holding `marker` ran. */
      const runs = (marker: string) => {
        const at = code.indexOf(marker);
        expect(at, marker).toBeGreaterThan(0);
        const ranges = (zodChunk?.functions ?? []).flatMap((f) => f.ranges);
        const holding = ranges.filter((r) => r.startOffset <= at && at < r.endOffset);
        holding.sort((a, b) => a.endOffset - a.startOffset - (b.endOffset - b.startOffset));
        return holding[0]?.count ?? 0;
      };
      // contract/auth.ts, the sign-in form's; contract/tax-time.ts, a signed-in page's.
      expect(runs('Password must be at most 200 characters')).toBeGreaterThan(0);
      expect(runs('The financial year must be 2000 or later')).toBe(0);
    } finally {
      await context.close();
    }
  });
});
