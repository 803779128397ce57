import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { HEIC_NOT_DECODED_MESSAGE } from '../../contract/receipt-files';
import { test as base } from './fixture';
import { signUpViaApi, subscribedVehicle } from './harness';

const PHONE = { width: 390, height: 844 };
/** An iPhone 15's safe area in portrait: the Dynamic Island above, the home indicator below. */
const INSETS = { top: 59, bottom: 34, left: 0, right: 0 };

const test = base
  // Ana and her subscribed car, made once: every signed-in phone of the file is hers.
  .extend('ana', { scope: 'file' }, async ({ server }) => {
    const session = await signUpViaApi(server.baseUrl, { firstName: 'Ana', lastName: 'Ito' });
    return { session, car: await subscribedVehicle(server.baseUrl, session) };
  })
  // A test may open more than one phone (signed out, then in); each is closed after it.
  .extend('phone', ({ openContext, ana }) => async (signedIn = true): Promise<Page> => {
    const context = await openContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    if (signedIn) await context.addCookies(ana.session.cookies);
    return context.newPage();
  })
  .extend('open', ({ server }) => async (page: Page, path: string) => {
    await page.goto(`${server.baseUrl}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
  });

test.override('serverOptions', { env: { SEED_DEMO: 'false' } });

describe('at home on an iPhone: what Chromium can check of it', () => {
  test('says how to sit on the Home Screen: Apple web-app meta, a 180 px touch icon, viewport-fit=cover', async ({
    server,
    phone,
    open,
  }) => {
    const page = await phone(false);
    await open(page, '/portal/login');
    const meta = (name: string) =>
      page.locator(`meta[name="${name}"]`).first().getAttribute('content');
    expect(await meta('viewport')).toContain('viewport-fit=cover');
    expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
    expect(await meta('apple-mobile-web-app-status-bar-style')).toBe('black-translucent');
    expect(await meta('apple-mobile-web-app-title')).toBe('CarGo');
    const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icon = await fetch(new URL(href ?? '', server.baseUrl));
    expect(icon.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await icon.arrayBuffer());
    // IHDR: width and height at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  test('no input zooms the page on focus: every field is 16 px or more, signed out and in', async ({
    ana: { car },
    phone,
    open,
  }) => {
    const small: string[] = [];
    const check = async (page: Page, path: string) => {
      await open(page, path);
      const found = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea'))
          // What brings up the keyboard or a picker when focused (a date too); a hidden input
          // never takes focus, and radios, boxes and file pickers bring no zoom.
          .filter(
            (el) =>
              el.checkVisibility() &&
              ![
                'hidden',
                'checkbox',
                'radio',
                'file',
                'range',
                'color',
                'button',
                'submit',
              ].includes((el as HTMLInputElement).type),
          )
          .map((el) => ({
            name: el.getAttribute('aria-label') ?? el.id ?? el.tagName,
            size: parseFloat(getComputedStyle(el).fontSize),
          }))
          .filter((f) => f.size < 16)
          .map((f) => `${f.name} ${f.size}px`),
      );
      small.push(...found.map((f) => `${path}: ${f}`));
    };
    const out = await phone(false);
    for (const path of ['/portal/login', '/portal/signup', '/portal/forgot-password']) {
      await check(out, path);
    }
    const page = await phone();
    for (const path of [
      '/portal/profile',
      '/portal/vehicle/new',
      '/portal/banks',
      '/portal/cards',
      '/portal/adhoc/new',
      '/portal/tax-time',
      `/portal/vehicle/${car}/odometer`,
    ]) {
      await check(page, path);
    }
    expect(small).toEqual([]);
  });

  test('fills the screen with dvh, so Safari showing or hiding its toolbars moves nothing', async ({
    phone,
    open,
  }) => {
    const page = await phone(false);
    await open(page, '/portal/login');
    const declared = await page.evaluate(() => {
      const heights: Record<string, string> = {};
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule instanceof CSSStyleRule && ['.shell', '.auth'].includes(rule.selectorText)) {
            heights[rule.selectorText] = rule.style.minHeight;
          }
        }
      }
      return heights;
    });
    expect(declared).toEqual({ '.shell': '100dvh', '.auth': '100dvh' });
  });

  test('keeps the top bar below the notch and the tab bar above the home indicator', async ({
    phone,
    open,
  }) => {
    const page = await phone();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send(
      'Emulation.setSafeAreaInsetsOverride' as 'Emulation.setDeviceMetricsOverride',
      {
        insets: INSETS,
      } as never,
    );
    await open(page, '/portal');
    const layout = await page.evaluate(() => {
      const box = (selector: string) => {
        const el = document.querySelector(selector);
        if (!el) throw new Error(`${selector} is missing`);
        return el.getBoundingClientRect();
      };
      const tabs = Array.from(document.querySelectorAll('.tabbar__tab')).map(
        (t) => t.getBoundingClientRect().bottom,
      );
      return {
        brandTop: box('.topbar__brand').top,
        topbarBottom: box('.topbar').bottom,
        lowestTab: Math.max(...tabs),
        tabbarBottom: box('.tabbar').bottom,
        height: window.innerHeight,
      };
    });
    expect(layout.brandTop).toBeGreaterThanOrEqual(INSETS.top);
    expect(layout.topbarBottom).toBeGreaterThanOrEqual(INSETS.top + 56);
    // The bar's background reaches the bottom edge; its tabs end above the home indicator.
    expect(layout.tabbarBottom).toBe(layout.height);
    expect(layout.lowestTab).toBeLessThanOrEqual(layout.height - INSETS.bottom);

    await page.context().clearCookies();
    await open(page, '/portal/login');
    const brand = await page.locator('.auth__brand').boundingBox();
    expect(brand?.y).toBeGreaterThanOrEqual(INSETS.top);
  });

  test('the receipt control offers the camera, and an iPhone HEIC this browser cannot open is refused saying what to do', async ({
    phone,
    open,
  }) => {
    const page = await phone();
    await open(page, '/portal/adhoc/new');
    const camera = page.getByLabel('Take a photo of the receipt');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    // Chromium decodes no HEIC, as Firefox does not: the real photo is refused, not kept.
    const heic = await readFile(new URL('../fixtures/receipt.heic', import.meta.url));
    await page.getByTestId('receipt-input').setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: heic,
    });
    const refusal = page.locator('.receipt-field [role="alert"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(HEIC_NOT_DECODED_MESSAGE);
    expect(await page.getByRole('button', { name: 'Upload receipt' }).isVisible()).toBe(true);
  });
});
