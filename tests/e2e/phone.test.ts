import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { UPLOAD_FIELD, UPLOAD_PATH } from '../../contract/uploads';
import { receiptPicture } from '../../server/seed/receipt-picture';
import { test as base } from './fixture';
import { apiCall, signUpViaApi, subscribedVehicle, type ApiSession } from './harness';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// A test's contexts are of the screen size it asks for, so it opens them through these; each
// closes after its test.
const test = base
  // A new customer's dashboard at a screen size.
  .extend('signedIn', ({ server, openContext }) => {
    return async (viewport: typeof PHONE, firstName = 'Nina', lastName = 'Walker-Reyes') => {
      const session = await signUpViaApi(server.baseUrl, { firstName, lastName });
      const context = await openContext({ viewport, hasTouch: viewport === PHONE });
      await context.addCookies(session.cookies);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/portal`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      return page;
    };
  })
  // One customer with a row on every list, shared by the tests of rows.
  .extend('rowsCustomer', { scope: 'file' }, async ({ server }) => customerWithRows(server.baseUrl))
  // A page signed in as that customer, at a screen size and colour scheme.
  .extend('withRows', ({ openContext, rowsCustomer }) => {
    return async (
      viewport: { width: number; height: number },
      colorScheme: 'light' | 'dark' = 'light',
    ) => {
      const context = await openContext({ viewport, hasTouch: true, colorScheme });
      await context.addCookies(rowsCustomer.session.cookies);
      return context.newPage();
    };
  });

test.override('serverOptions', { env: { SEED_DEMO: 'false' } });

describe('the portal on a phone and a desktop, in Chromium', () => {
  const activeInside = (page: Page, selector: string) =>
    page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

  test('a signed-out first visit to /portal logs nothing in the console and lands on sign-in', async ({
    server,
    context,
  }) => {
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

  test('on a phone: tab bar, the whole name in the top bar, 44 px targets', async ({
    signedIn,
  }) => {
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

  test('More opens the sidebar as a modal drawer: page inert, Tab stays in, Escape gives focus back', async ({
    signedIn,
  }) => {
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

  test('a navigation names the page in the title and moves focus to its heading', async ({
    signedIn,
  }) => {
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

  test('on a desktop: the SPEC sidebar beside the page and no tab bar', async ({ signedIn }) => {
    const page = await signedIn(DESKTOP);
    expect(await page.locator('.sidebar--wide').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Tab bar' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Logout' }).first().textContent()).toContain(
      'Logout',
    );
  });
});

/** Today in Sydney as yyyy-mm-dd: the day a claim filed now is dated. */
const sydneyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

/**
 * A customer with a row on every list: a subscribed vehicle (so a paid payment and a running
 * subscription) and one claim with its receipt, all through the API the portal uses.
 */
async function customerWithRows(baseUrl: string): Promise<{ session: ApiSession; car: string }> {
  const session = await signUpViaApi(baseUrl, { firstName: 'Nina', lastName: 'Walker-Reyes' });
  const car = await subscribedVehicle(baseUrl, session);
  const form = new FormData();
  form.append(
    UPLOAD_FIELD,
    new Blob([new Uint8Array(receiptPicture(1))], { type: 'image/jpeg' }),
    'receipt.jpg',
  );
  const uploaded = await fetch(`${baseUrl}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: { origin: baseUrl, cookie: session.cookie },
    body: form,
  });
  const body = (await uploaded.json()) as { data?: { path: string }[]; message: string };
  const path = body.data?.[0]?.path;
  if (!path) throw new Error(`receipt not uploaded: ${body.message}`);
  const claim = await apiCall(baseUrl, 'POST', '/api/usermonthlyexpense', {
    cookie: session.cookie,
    body: {
      vehicle: car,
      type: 'Fuel',
      amount: 84.35,
      expenseDate: sydneyToday(),
      bsb: '062000',
      account: '062000 12345678',
      reciept: path,
    },
  });
  if (claim.status !== 200) throw new Error(`claim not filed: ${claim.body.message}`);
  return { session, car };
}

/** [address, name of the list on it] for every list with phone rows. */
const LISTS = [
  ['/portal/vehicles', 'Your vehicles'],
  ['/portal/payment/logs', 'Payments'],
  ['/portal/subscription/logs', 'Subscriptions'],
  ['/portal/expense/logs', 'Expenses'],
] as const;

/** sRGB relative luminance of a computed `rgb(…)` colour (WCAG 2). */
function luminance(css: string): number {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  const [R, G, B] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('lists and pages with rows, on a phone, in Chromium', () => {
  /** Opens a page and waits for its heading and for its data to stop arriving. */
  const open = async (baseUrl: string, page: Page, path: string) => {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
  };

  test('list rows are 64–80 px tall at 390 px: vehicles, payments, subscriptions, expenses', async ({
    server,
    withRows,
  }) => {
    const page = await withRows(PHONE);
    const found: string[] = [];
    for (const [path, name] of LISTS) {
      await open(server.baseUrl, page, path);
      const list = page.getByRole('list', { name, exact: true });
      await list.locator(':scope > li').first().waitFor();
      const rows = await list.evaluate((ul) =>
        Array.from(ul.children).map((li) => ({
          text: (li.textContent ?? '').slice(0, 40),
          height: li.getBoundingClientRect().height,
          // A failed payment adds its reason and a Retry under the row: the one state allowed
          // to grow, as an expanded row does.
          problem: li.querySelector('.log-row__failure') !== null,
        })),
      );
      const plain = rows.filter((r) => !r.problem);
      expect(plain.length, path).toBeGreaterThan(0);
      for (const r of plain) {
        if (r.height < 64 || r.height > 80) found.push(`${path} "${r.text}" ${r.height} px`);
      }
    }
    expect(found).toEqual([]);
  });

  test('nothing scrolls sideways at 320 px: the first wizard step and every list', async ({
    server,
    withRows,
  }) => {
    const page = await withRows({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const path of ['/portal/vehicle/new', ...LISTS.map(([p]) => p)]) {
      await open(server.baseUrl, page, path);
      const sizes = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (sizes.scroll > sizes.client) wide.push(`${path} ${sizes.scroll} > ${sizes.client}`);
    }
    expect(wide).toEqual([]);
  });

  test('every visible button, link and input on the main pages is a 44 px target', async ({
    server,
    rowsCustomer: customer,
    withRows,
  }) => {
    const page = await withRows(PHONE);
    const car = `/portal/vehicle/${customer.car}`;
    const small: string[] = [];
    for (const path of [
      '/portal',
      '/portal/profile',
      '/portal/vehicles',
      '/portal/vehicle/new',
      '/portal/cards',
      '/portal/banks',
      '/portal/payment/logs',
      '/portal/subscription/logs',
      '/portal/expense/logs',
      '/portal/adhoc/new',
      '/portal/cargo/cards',
      '/portal/tax-time',
      `${car}/budget`,
      `${car}/odometer`,
    ]) {
      await open(server.baseUrl, page, path);
      const misses = await page.evaluate(() => {
        const MIN = 44;
        const out: string[] = [];
        const selector =
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
        for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
          if (!control.checkVisibility({ visibilityProperty: true })) continue;
          // WCAG 2.5.8 exempts a link inside a sentence: its size is the line's. Such a link is
          // inline and its block has words of its own around it.
          if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') {
            const block = control.parentElement;
            const own = (control.textContent ?? '').trim().length;
            if (block && (block.textContent ?? '').trim().length > own) continue;
          }
          // A visually hidden radio or checkbox is pressed through its label.
          const input = control instanceof HTMLInputElement ? control : null;
          const box = control.getBoundingClientRect();
          const targets: HTMLElement[] =
            input && box.width <= 1 && box.height <= 1 ? Array.from(input.labels ?? []) : [control];
          for (const target of targets) {
            const r = target.getBoundingClientRect();
            if (r.width >= MIN && r.height >= MIN) continue;
            // Smaller than its box: is the area a tap lands on (padding, a pseudo-element) 44 px
            // across? Probe 22 px either side of its centre, in view.
            target.scrollIntoView({ block: 'center', inline: 'center' });
            const c = target.getBoundingClientRect();
            const [x, y] = [c.left + c.width / 2, c.top + c.height / 2];
            const hits = (px: number, py: number) => {
              const hit = document.elementFromPoint(px, py);
              return (
                hit !== null &&
                (target.contains(hit) ||
                  (input !== null && Array.from(input.labels ?? []).some((l) => l.contains(hit))))
              );
            };
            const half = MIN / 2 - 0.5;
            const tall = c.height >= MIN || (hits(x, y - half) && hits(x, y + half));
            const wide = c.width >= MIN || (hits(x - half, y) && hits(x + half, y));
            if (!tall || !wide) {
              const name =
                target.getAttribute('aria-label') ??
                (target.textContent ?? '').trim().slice(0, 30) ??
                target.tagName;
              out.push(
                `${target.tagName.toLowerCase()} "${name}" ${Math.round(c.width)}×${Math.round(c.height)}`,
              );
            }
          }
        }
        return out;
      });
      small.push(...misses.map((m) => `${path}: ${m}`));
    }
    expect(small).toEqual([]);
  });

  test('an error toast stays readable on a phone: 14 px text or more, 4.5:1, a 44 px close', async ({
    server,
    withRows,
  }) => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await withRows(PHONE, scheme);
      await page.route('**/api/customer/dashboard', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: false, message: 'The dashboard could not be loaded' }),
        }),
      );
      await page.goto(`${server.baseUrl}/portal`);
      const toast = page.locator('[data-sonner-toast]').filter({
        hasText: 'The dashboard could not be loaded',
      });
      await toast.waitFor();
      const look = await toast.evaluate((el) => {
        const title = el.querySelector<HTMLElement>('[data-title]') ?? el;
        const close = el.querySelector<HTMLElement>('[data-close-button]');
        // The layout box: sonner's entrance moves the toast with a transform while it animates.
        const box = close ? { width: close.offsetWidth, height: close.offsetHeight } : undefined;
        return {
          font: parseFloat(getComputedStyle(title).fontSize),
          color: getComputedStyle(title).color,
          background: getComputedStyle(el).backgroundColor,
          closeLabel: close?.getAttribute('aria-label') ?? null,
          close: box ? [box.width, box.height] : [0, 0],
        };
      });
      expect(look.font, scheme).toBeGreaterThanOrEqual(14);
      expect(look.closeLabel, scheme).toBe('Close toast');
      expect(look.close[0], scheme).toBeGreaterThanOrEqual(44);
      expect(look.close[1], scheme).toBeGreaterThanOrEqual(44);
      expect(contrast(look.color, look.background), scheme).toBeGreaterThanOrEqual(4.5);
      await page.context().close();
    }
  });
});
