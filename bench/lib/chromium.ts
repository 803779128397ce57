import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; the bench never downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox as root, no GPU, and nothing that would reach for the (closed) network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  // Lets setOffline and context.route reach the service worker's own fetches; read at launch.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** The session cookie in the shape BrowserContext.addCookies takes. */
export function browserCookies(cookieHeader: string, baseUrl: string) {
  return cookieHeader
    .split('; ')
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    })
    .filter((c) => c.name)
    .map((c) => ({ ...c, url: baseUrl, httpOnly: true, sameSite: 'Lax' as const }));
}
