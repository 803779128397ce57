import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base } from 'vitest';
import {
  launchBrowser,
  signUpViaApi,
  startServer,
  type ApiSession,
  type RunningServer,
  type StartServerOptions,
} from './harness';

/**
 * A browser test's set-up, so a journey file starts with its journeys: the file's server and
 * Chromium, each started once per file on first use and stopped after its last test; per test, a
 * fresh incognito context (or several of its own options, `openContext`) and a new customer signed in on a page of it. A file whose server needs
 * other settings says so once at its top: `test.override('serverOptions', { env: { … } })`.
 */
export const test = base
  .extend('serverOptions', { scope: 'file' }, {} as StartServerOptions)
  .extend('server', { scope: 'file' }, async ({ serverOptions }, { onCleanup }) => {
    const server: RunningServer = await startServer(serverOptions);
    onCleanup(() => server.stop());
    return server;
  })
  // eslint-disable-next-line no-empty-pattern -- Vitest reads what a fixture needs from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser: Browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('context', async ({ browser }, { onCleanup }) => {
    const context: BrowserContext = await browser.newContext();
    onCleanup(() => context.close());
    return context;
  })
  // Contexts of the test's own options (a screen size, touch, no service worker), as many as it
  // opens; each is closed after the test.
  .extend('openContext', async ({ browser }, { onCleanup }) => {
    const opened: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of opened) await context.close();
    });
    return async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context;
    };
  })
  .extend('customer', async ({ server }): Promise<ApiSession> => signUpViaApi(server.baseUrl))
  .extend('signedInPage', async ({ context, customer }): Promise<Page> => {
    await context.addCookies(customer.cookies);
    return context.newPage();
  });
