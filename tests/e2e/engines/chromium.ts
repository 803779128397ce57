import type { ElementHandle, Page } from 'playwright-core';
import { launchChromiumProfile } from '../../../scripts/chromium';
import { VIEWPORT, type EngineDriver, type LaunchOptions } from './driver';
import { describeQuery, findInPage, pageCall, toWire, type Query } from './query';
import { lookFor } from './steps';

/** Debian's Chromium through playwright-core, as every other browser test drives it. */
export async function launchChromium({
  profileDir,
  offline,
}: LaunchOptions): Promise<EngineDriver> {
  const context = await launchChromiumProfile(profileDir, {
    viewport: VIEWPORT,
    offline: offline ?? false,
    // As a driver who taps Allow when the portal asks to show notifications.
    permissions: ['notifications'],
  });
  const page: Page = context.pages()[0] ?? (await context.newPage());

  const element = (query: Query): Promise<ElementHandle<Element>> =>
    lookFor(
      async () =>
        (
          await page.evaluateHandle(pageCall(findInPage, toWire(query)))
        ).asElement() as ElementHandle<Element> | null,
      () => `chromium: no ${describeQuery(query)} on ${page.url()}`,
    );

  const cdp = await context.newCDPSession(page);

  return {
    name: 'chromium',
    capabilities: { deviceOffline: true },
    slowCpu: async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    url: async () => page.url(),
    evaluate: <T, A>(fn: (arg: A) => T | Promise<T>, arg: A) =>
      page.evaluate(pageCall(fn, arg)) as Promise<T>,
    exists: async (query) =>
      (await page.evaluateHandle(pageCall(findInPage, toWire(query)))).asElement() !== null,
    click: async (query) => (await element(query)).click(),
    type: async (query, text, opts) => {
      const field = await element(query);
      await field.click();
      if (opts?.clear) {
        await field.evaluate((el) => (el as HTMLInputElement).select());
        await page.keyboard.press('Backspace');
      }
      await page.keyboard.type(text);
    },
    select: async (query, value) => {
      await (await element(query)).selectOption(value);
    },
    upload: async (query, path) => {
      await (await element(query)).setInputFiles(path);
    },
    press: (key) => page.keyboard.press(key),
    setOffline: (value) => context.setOffline(value),
    close: () => context.close(),
  };
}
