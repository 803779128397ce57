import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import { VIEWPORT, type EngineDriver, type LaunchOptions } from './driver';
import { describeQuery, findInPage, pageCall, toWire, type Query } from './query';
import { lookFor } from './steps';

/** Debian's Firefox ESR; the tests never download a browser. */
export const FIREFOX_PATH = '/usr/bin/firefox-esr';

export function firefoxMissing(): string | null {
  return existsSync(FIREFOX_PATH)
    ? null
    : `Firefox tests need Debian's Firefox ESR at ${FIREFOX_PATH}: apt-get install -y firefox-esr`;
}

/**
 * Firefox ESR headless through puppeteer-core's WebDriver BiDi (no geckodriver). Its offline
 * switch is BiDi's network emulation: navigator.onLine goes false and 'offline' fires. After a
 * reload made while offline Firefox fires no 'online' when the emulation ends (navigator.onLine is
 * right), so journeys wait on navigator.onLine rather than on the event.
 */
export async function launchFirefox({ profileDir, offline }: LaunchOptions): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profileDir,
    defaultViewport: VIEWPORT,
    // As a driver who taps Allow: headless Firefox has no prompt to tap, so the request would
    // wait for ever.
    extraPrefsFirefox: { 'permissions.default.desktop-notification': 1 },
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    let isOffline = offline ?? false;
    if (isOffline) await page.setOfflineMode(true);

    const element = (query: Query): Promise<ElementHandle<Element>> =>
      lookFor(
        async () =>
          (
            await page.evaluateHandle(pageCall(findInPage, toWire(query)))
          ).asElement() as ElementHandle<Element> | null,
        () => `firefox: no ${describeQuery(query)} on ${page.url()}`,
      );

    return {
      name: 'firefox',
      capabilities: { deviceOffline: true },
      goto: async (url) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      reload: async () => {
        await page.reload({ waitUntil: 'load' });
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
        await (await element(query)).select(value);
      },
      upload: async (query, path) => {
        await ((await element(query)) as ElementHandle<HTMLInputElement>).uploadFile(path);
      },
      press: (key) => page.keyboard.press(key as KeyInput),
      setOffline: async (value) => {
        isOffline = value;
        await page.setOfflineMode(isOffline);
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
