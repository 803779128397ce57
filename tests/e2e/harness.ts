import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { labelled, launchChromium, launchChromiumProfile } from '../../scripts/chromium';
import { startServerProcess } from '../../scripts/server-process';

/** The demo customer seeded on first start. */
export const DEMO = { email: 'demo@cargo.test', password: 'demo-password-1' } as const;

// The wait ends at the first healthy answer; the bound only matters on an overloaded machine,
// where a cold start (tsx compiling the server, PGlite creating a new database) took over 60 s at
// a load average of 13 on 2 cores. It stays under the hooks' 180 s so a failure names the server.
const HEALTH_TIMEOUT_MS = 150_000;
const STOP_GRACE_MS = 10_000;

/** A server process started by startServer. */
export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** Stops the server (whole process group) and removes its temp DATA_DIR; safe to call twice. */
  stop: () => Promise<void>;
  /** The server's recent output, for failure messages. */
  output: () => string;
};

export type StartServerOptions = {
  /** Extra or overriding environment for the server (e.g. { AUTH_RATE_LIMIT: '3' }). */
  env?: Record<string, string>;
  /** Run on this PostgreSQL database instead of an embedded PGlite in the temp DATA_DIR. */
  databaseUrl?: string;
};

/** The run's migrated database (global-setup.ts); none outside a Vitest run (scripts/screenshots.ts). */
function pgliteTemplateDir(): string {
  try {
    return inject('pgliteTemplateDir');
  } catch {
    return '';
  }
}

/**
 * Starts the real server (server/main.ts) on a free loopback port with a fresh temp DATA_DIR. Its
 * embedded database starts as a copy of the run's migrated one (tests/e2e/global-setup.ts):
 * creating a database cluster is most of a cold start.
 */
export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cargo-e2e-'));
  const template = pgliteTemplateDir();
  if (template && !opts.databaseUrl) {
    await cp(template, join(dataDir, 'pglite'), { recursive: true });
  }
  try {
    const server = await startServerProcess({
      dataDir,
      databaseUrl: opts.databaseUrl,
      // Many sign-ups from one address in one file; rate-limit tests pass their own value.
      env: { AUTH_RATE_LIMIT: '1000', ...opts.env },
      readyTimeoutMs: HEALTH_TIMEOUT_MS,
      stopGraceMs: STOP_GRACE_MS,
    });
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { baseUrl: server.url, dataDir, stop, output: server.output };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Launches Debian's Chromium headless through playwright-core. */
export const launchBrowser = (): Promise<Browser> => launchChromium();

/** A Chromium profile on disk (not incognito): what installability checks need. */
export type PersistentBrowser = { context: BrowserContext; close: () => Promise<void> };

/** Launches Chromium with a fresh on-disk profile; close() also removes the profile. */
export async function launchPersistentBrowser(): Promise<PersistentBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'cargo-chromium-'));
  try {
    const context = await launchChromiumProfile(userDataDir);
    const close = async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    };
    return { context, close };
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
}

export { goOffline, goOnline } from '../../scripts/chromium';
export { labelled };

/** Sign-up details for a new customer. */
export type NewCustomer = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
};

/** A new customer with a unique email, valid for the sign-up rules. */
export function newCustomer(overrides: Partial<NewCustomer> = {}): NewCustomer {
  const tag = randomBytes(5).toString('hex');
  return {
    firstName: 'Alex',
    lastName: `Tester${tag.slice(0, 4)}`,
    email: `e2e.${tag}@example.com`,
    password: `pass-${tag}-word`,
    phoneNumber: '0412345678',
    ...overrides,
  };
}

/** Signs a new customer up through /portal/signup and waits for the dashboard. */
export async function signUpViaUi(
  page: Page,
  baseUrl: string,
  customer: NewCustomer,
): Promise<void> {
  await page.goto(`${baseUrl}/portal/signup`);
  await labelled(page, 'First name').fill(customer.firstName);
  await labelled(page, 'Last name').fill(customer.lastName);
  await labelled(page, 'Email').fill(customer.email);
  await labelled(page, 'Phone').fill(customer.phoneNumber);
  await labelled(page, 'Password').fill(customer.password);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await page.waitForURL((url) => isDashboard(url));
}

/** True for the dashboard's URL, /portal with or without the trailing slash. */
export const isDashboard = (url: URL): boolean =>
  url.pathname === '/portal' || url.pathname === '/portal/';

/** Signs in through /portal/login and waits to leave the login page. */
export async function signInViaUi(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/portal/login`);
  await labelled(page, 'Email').fill(email);
  await labelled(page, 'Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/portal/login'));
}

/** A cookie in the shape BrowserContext.addCookies takes. */
export type BrowserCookie = {
  name: string;
  value: string;
  url: string;
  httpOnly: boolean;
  sameSite: 'Lax';
};

/** A signed-in API session: `cookie` for fetch headers, `cookies` for context.addCookies. */
export type ApiSession = {
  customer: NewCustomer;
  cookie: string;
  cookies: BrowserCookie[];
  user: unknown;
};

/** Signs a new customer up through POST /api/auth/register. */
export async function signUpViaApi(
  baseUrl: string,
  overrides: Partial<NewCustomer> = {},
): Promise<ApiSession> {
  const customer = newCustomer(overrides);
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(customer),
  });
  const body = (await res.json()) as { status: boolean; message: string; data?: unknown };
  if (!res.ok || !body.status) throw new Error(`sign-up failed: ${res.status} ${body.message}`);
  const pairs = res.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const cookies = pairs
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    })
    .filter((c) => c.name)
    .map((c) => ({ ...c, url: baseUrl, httpOnly: true, sameSite: 'Lax' as const }));
  if (cookies.length === 0) throw new Error('sign-up set no session cookie');
  return { customer, cookie: pairs.join('; '), cookies, user: body.data };
}

/** An API answer: HTTP status plus the parsed envelope. */
export type ApiAnswer = {
  status: number;
  body: { status: boolean; message: string; data?: unknown };
};

/** Calls the API like the portal does (same-origin, JSON), optionally as a signed-in customer. */
export async function apiCall(
  baseUrl: string,
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { origin: baseUrl };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as ApiAnswer['body'] };
}

/** Waits until the service worker controls the page, reloading once (a first visit is uncontrolled). */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  const ready = await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
    timeout,
  );
  if (!ready) throw new Error(`no service worker became active within ${timeout / 1000} s`);
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!(await controlled())) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout,
  });
}

/** A subscribed vehicle through the same API the portal uses, paid with the sandbox visa. */
export async function subscribedVehicle(
  baseUrl: string,
  session: ApiSession,
  rego = 'EXP123',
): Promise<string> {
  const q = new URLSearchParams({ make: 'Toyota', model: 'Corolla', year: '2020' });
  const options = await apiCall(baseUrl, 'GET', `/api/vehicle/options?${q.toString()}`, {
    cookie: session.cookie,
  });
  const option = (options.body.data as { id: string }[])[0];
  if (!option) throw new Error('no Toyota Corolla 2020 in the catalogue');
  const created = await apiCall(baseUrl, 'POST', '/api/customer/vehicle', {
    cookie: session.cookie,
    body: {
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      vehicleMasterId: option.id,
      registerationNumber: rego,
      kmYearTravelled: 15_000,
      currentOdometer: 42_000,
      whoIsUsing: 'SELF',
      firstName: 'Alex',
      lastName: 'Driver',
      phoneNumber: '0412345678',
      emailAddress: 'alex@example.com',
      isVehicleUnderFinance: false,
      isVehicleInsurance: false,
      isEditRecord: false,
    },
  });
  if (created.status !== 200) throw new Error(`vehicle not created: ${created.body.message}`);
  const vehicleId = created.body.data as string;
  const paid = await apiCall(baseUrl, 'POST', '/api/customer/card/payment', {
    cookie: session.cookie,
    body: {
      cardHolderName: 'Alex Driver',
      cardNumber: '4242',
      cardExpiryMonth: 12,
      cardExpiryYear: new Date().getFullYear() + 1,
      paymentMethodId: 'pm_card_visa',
      cardType: 'CREDITCARD',
      isCardSave: true,
      isDefault: true,
      vehicleId,
    },
  });
  if (paid.status !== 200) throw new Error(`vehicle not paid for: ${paid.body.message}`);
  const subscribed = await apiCall(baseUrl, 'POST', '/api/customer/subscribed/vehicles', {
    cookie: session.cookie,
    body: {},
  });
  const ids = (subscribed.body.data as { id: string }[]).map((v) => v.id);
  if (!ids.includes(vehicleId)) throw new Error('the paid vehicle is not listed as subscribed');
  return vehicleId;
}
