import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, killGroup, killOnExit } from '../../scripts/child-processes';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from 'playwright-core';

/** Debian's Chromium; browser tests never download a browser of their own. */
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

/** The demo customer seeded on first start. */
export const DEMO = { email: 'demo@cargo.test', password: 'demo-password-1' } as const;

const root = fileURLToPath(new URL('../..', import.meta.url));
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Starts the real server (server/main.ts) on a free loopback port with a fresh temp DATA_DIR. */
export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'cargo-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Many sign-ups from one address in one file; rate-limit tests pass their own value.
    AUTH_RATE_LIMIT: '1000',
    ...opts.env,
  };
  // CI sets DATABASE_URL for the server tests; browser tests stay on their own embedded database.
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnExit(child);

  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => log;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited(child);
    clearTimeout(timer);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop, output };
}

/** Launches Debian's Chromium headless through playwright-core. */
export async function launchBrowser(): Promise<Browser> {
  // Lets context.route and setOffline reach the service worker's own fetches (on by default in
  // newer playwright-core; older versions need this flag).
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A Chromium profile on disk (not incognito): what installability checks need. */
export type PersistentBrowser = { context: BrowserContext; close: () => Promise<void> };

/** Launches Chromium with a fresh on-disk profile; close() also removes the profile. */
export async function launchPersistentBrowser(): Promise<PersistentBrowser> {
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  const userDataDir = await mkdtemp(join(tmpdir(), 'cargo-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
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
