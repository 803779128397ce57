import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import puppeteer, { type Target, type WebWorker } from 'puppeteer-core';
import { launchChromium } from '../../scripts/chromium';

/** A free loopback port for the browser's DevTools endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export type ThrottledBrowser = {
  browser: Browser;
  /** How many page and worker targets were slowed, and how many refused. */
  counts: () => { pages: number; workers: number; refused: string[] };
  close: () => Promise<void>;
};

/**
 * Chromium with every page and every dedicated worker slowed `rate` times by Chrome's own CPU
 * throttling, as DevTools slows them: `Emulation.setCPUThrottlingRate` sent to the page target
 * and to each worker target as it attaches (the clean-up worker, the OCR engine's worker). A
 * second DevTools client (puppeteer-core over a loopback port) does the sending, since Playwright
 * gives no session on a worker. Not a cgroup quota: that squeezes the whole browser onto a share
 * of the host, where a phone runs its page and its workers on cores of their own.
 */
export async function launchThrottledChromium(rate: number): Promise<ThrottledBrowser> {
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  const devtools = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const counts = { pages: 0, workers: 0, refused: [] as string[] };
  const refuse = (what: string, error: unknown) =>
    counts.refused.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  const slowWorker = (worker: WebWorker) =>
    worker.client
      .send('Emulation.setCPUThrottlingRate', { rate })
      .then(() => void counts.workers++)
      // A worker that ended before it was reached (the clean-up worker is short-lived).
      .catch((error: unknown) => refuse('worker', error));
  const slow = async (target: Target) => {
    if (target.type() !== 'page') return;
    try {
      const page = await target.page();
      if (!page) return;
      page.on('workercreated', (worker) => void slowWorker(worker));
      await page.emulateCPUThrottling(rate);
      counts.pages++;
      await Promise.all(page.workers().map(slowWorker));
    } catch (error) {
      refuse('page', error);
    }
  };
  devtools.on('targetcreated', (target: Target) => void slow(target));
  await Promise.all(devtools.targets().map(slow));
  return {
    browser,
    counts: () => ({ ...counts, refused: [...counts.refused] }),
    close: async () => {
      await devtools.disconnect();
      await browser.close();
    },
  };
}
