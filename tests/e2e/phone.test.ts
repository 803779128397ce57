import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signUpViaApi, startServer, type RunningServer } from './harness';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe('the portal on a phone and a desktop, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startServer({ env: { SEED_DEMO: 'false' } });
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const signedIn = async (
    viewport: typeof PHONE,
    firstName = 'Nina',
    lastName = 'Walker-Reyes',
  ) => {
    const session = await signUpViaApi(server.baseUrl, { firstName, lastName });
    context = await browser.newContext({ viewport, hasTouch: viewport === PHONE });
    await context.addCookies(session.cookies);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/portal`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    return page;
  };

  const activeInside = (page: Page, selector: string) =>
    page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

  it('a signed-out first visit to /portal logs nothing in the console and lands on sign-in', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(`${server.baseUrl}/portal`);
    await page.waitForURL((url) => url.pathname === '/portal/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('on a phone: tab bar, the whole name in the top bar, 44 px targets', async () => {
    const page = await signedIn(PHONE);
    const tabs = page.getByRole('navigation', { name: 'Tab bar' });
    expect(await tabs.isVisible()).toBe(true);
    expect(await page.locator('.sidebar--wide').isVisible()).toBe(false);

    const name = page.locator('.topbar__name');
    expect(await name.textContent()).toBe('Nina Walker-Reyes');
    const box = await name.evaluate((el) => ({
      cut: el.scrollWidth > el.clientWidth,
      right: el.getBoundingClientRect().right,
    }));
    expect(box.cut).toBe(false);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);

    const small = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          '.topbar a, .topbar button, .tabbar a, .tabbar button',
        ),
      )
        .map((el) => ({ text: el.textContent?.trim(), r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(({ text, r }) => `${text} ${r.width}×${r.height}`),
    );
    expect(small).toEqual([]);
  });

  it('More opens the sidebar as a modal drawer: page inert, Tab stays in, Escape gives focus back', async () => {
    const page = await signedIn(PHONE);
    const more = page.getByRole('button', { name: 'More' });
    await more.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await activeInside(page, 'dialog')).toBe(true);
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          document.activeElement === document.body ||
          Boolean(document.activeElement?.closest('dialog')),
      );
      expect(inside).toBe(true);
    }
    // The page behind does not take focus while the drawer is open.
    const stolen = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('.tabbar a');
      link?.focus();
      return document.activeElement === link;
    });
    expect(stolen).toBe(false);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);

    // A tap on the backdrop closes it too.
    await more.click();
    await drawer.waitFor();
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await drawer.waitFor({ state: 'detached' });
  });

  it('a navigation names the page in the title and moves focus to its heading', async () => {
    const page = await signedIn(PHONE);
    await page
      .getByRole('navigation', { name: 'Tab bar' })
      .getByRole('link', { name: 'Vehicles' })
      .click();
    const heading = page.getByRole('heading', { level: 1, name: 'Your Vehicles' });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.title()).toBe('Your Vehicles · CarGo');
  });

  it('on a desktop: the SPEC sidebar beside the page and no tab bar', async () => {
    const page = await signedIn(DESKTOP);
    expect(await page.locator('.sidebar--wide').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Tab bar' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Logout' }).first().textContent()).toContain(
      'Logout',
    );
  });
});
