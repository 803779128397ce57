import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Route,
} from 'playwright-core';

/** Debian's Chromium; neither the tests nor the bench ever download a browser of their own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags every launch uses: root needs no sandbox, and the closed network refuses Google's hosts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Lets context.route and setOffline reach the service worker's own fetches (on by default in
// newer playwright-core; older versions read this at launch).
const withWorkerNetworkEvents = () => {
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
};

/**
 * The one Chromium launcher of the browser tests and the bench: headless, incognito contexts
 * made by the caller. `extraArgs` adds flags (a DevTools port for a second client).
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  withWorkerNetworkEvents();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Chromium on a profile on disk (not incognito): what installability checks and restarts need. */
export function launchChromiumProfile(
  profileDir: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  withWorkerNetworkEvents();
  return chromium.launchPersistentContext(profileDir, {
    ...options,
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

const abortApi = (route: Route) => route.abort('internetdisconnected');

/** Takes the context offline: no network at all, and /api/* aborted even from the service worker. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/api/**', abortApi);
}

/** Undoes goOffline. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**', abortApi);
  await context.setOffline(false);
}

/**
 * The control whose label starts with `label`. Labels carry a required marker ('Company *') and
 * password toggles are named 'Show password', so neither exact nor substring matching fits.
 */
export function labelled(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\b`));
}
