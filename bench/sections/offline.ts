import type { BrowserContext, Page, Route } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { browserCookies } from '../lib/browser-cookies';
import { missing, row, type SectionResult } from '../lib/report';
import { median, ms, round } from '../lib/stats';

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 9);
/** Measurement noise allowed before 'offline slower than online' counts: 5% or 10 ms. */
const NOISE = { share: 0.05, ms: 10 };

/**
 * /api/** always passes through one route handler, online too. Playwright turns the browser's
 * HTTP and memory caches off while any route is set, so routing only the offline runs would
 * compare a cold-cache offline start with a warm-cache online one. With the handler on for both,
 * the only difference between the two is the network.
 */
function network(context: BrowserContext) {
  let offline = false;
  const handler = (route: Route) =>
    offline ? route.abort('internetdisconnected') : route.continue();
  return {
    install: () => context.route('**/api/**', handler),
    set: async (online: boolean) => {
      offline = !online;
      await context.setOffline(!online);
    },
  };
}

/** Navigation start to the first frame whose DOM holds the vehicle (checked every frame). */
async function timeToRow(page: Page, url: string, needles: string[]): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (texts) => {
      const text = document.body?.textContent ?? '';
      return texts.some((t) => text.includes(t)) ? performance.now() : false;
    },
    needles,
    { polling: 'raf', timeout: 20_000 },
  );
  return Number(await handle.jsonValue());
}

/**
 * /portal/vehicles painted from the Dexie mirror: once online to fill the mirror and install the
 * service worker, then RUNS reloads online and RUNS offline, interleaved so drift hits both alike.
 */
export async function benchOfflineStart(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  needles: string[],
): Promise<SectionResult> {
  const S = 'Offline start';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(browserCookies(cookie, baseUrl));
  const page = await context.newPage();
  const url = `${baseUrl}/portal/vehicles`;
  try {
    try {
      await timeToRow(page, url, needles);
    } catch {
      const path = new URL(page.url()).pathname;
      return {
        rows: [missing(S, 'first vehicle row', `no vehicle row on ${path}`, 'offline ≤ online')],
        figures: { missing: true, landedOn: path },
      };
    }
    const hasWorker = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
      ]),
    );
    if (!hasWorker) {
      return {
        rows: [missing(S, 'first vehicle row', 'no service worker', 'offline ≤ online')],
        figures: { missing: true },
      };
    }
    // A first visit is not controlled by the worker; the reload is, and refreshes the mirror.
    await timeToRow(page, url, needles);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const net = network(context);
    await net.install();
    const online: number[] = [];
    const offline: number[] = [];
    const offlineRun = async () => {
      await net.set(false);
      try {
        offline.push(await timeToRow(page, url, needles));
      } finally {
        await net.set(true);
      }
    };
    // Alternating which goes first, so neither side always follows the other.
    for (let i = 0; i < RUNS; i += 1) {
      if (i % 2 === 0) {
        online.push(await timeToRow(page, url, needles));
        await offlineRun();
      } else {
        await offlineRun();
        online.push(await timeToRow(page, url, needles));
      }
    }
    const on = median(online) ?? 0;
    const off = median(offline) ?? 0;
    const ratio = on > 0 ? off / on : 0;
    const ok = off <= on + Math.max(on * NOISE.share, NOISE.ms);
    return {
      rows: [
        row(S, 'first vehicle row, online', ms(on)),
        row(S, 'first vehicle row, offline', ms(off)),
        row(S, 'offline / online', ratio.toFixed(2), '≤ 1 (± 5% or 10 ms noise)', ok),
      ],
      figures: {
        onlineMs: online.map((v) => round(v, 1)),
        offlineMs: offline.map((v) => round(v, 1)),
        onlineMedianMs: round(on, 1),
        offlineMedianMs: round(off, 1),
        ratio: round(ratio, 3),
      },
    };
  } finally {
    await context.close();
  }
}
