import { readLocalDatabase } from '../local-database';
import type { EngineDriver } from './driver';
import type { FrontDoor } from './front-door';
import type { Photo } from './photo';
import { describeQuery, type Query } from './query';

const POLL_MS = 100;
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Asks `check` until it answers true. A check that throws (the page navigating under it) counts
 * as not yet; the last answer or error is in the message when time runs out.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let last = 'not yet';
    try {
      if (await check()) return;
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    }
    if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what} (${last})`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * The element `find` finds, looked for again until it is there or `timeout` passes: a form that
 * renders again under the journey (a photo kept, a list refreshed) is found once it is back, as
 * Playwright's locators wait. `missing` says what was not found.
 */
export async function lookFor<T>(
  find: () => Promise<T | null>,
  missing: () => Promise<string> | string,
  timeout = 10_000,
): Promise<T> {
  let found: T | null = null;
  await waitUntil('an element', async () => (found = await find()) !== null, timeout).catch(
    async () => {
      throw new Error(await missing());
    },
  );
  return found as T;
}

/** Waits for `read` to answer `expected` (compared as JSON); answers the last value read. */
export async function waitForValue<T>(
  what: string,
  read: () => Promise<T>,
  expected: T,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  let seen: T | undefined;
  await waitUntil(
    `${what} to be ${JSON.stringify(expected)}`,
    async () => {
      seen = await read();
      return JSON.stringify(seen) === JSON.stringify(expected);
    },
    timeout,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; last seen ${JSON.stringify(seen)}`);
  });
}

/** Where the page is and what it shows, for a failure's message. */
async function whereNow(d: EngineDriver): Promise<string> {
  try {
    const url = await d.url();
    const headings = await d.evaluate(
      () =>
        Array.from(document.querySelectorAll('h1, h2, [role="status"]')).map((el) =>
          (el.textContent ?? '').trim(),
        ),
      null,
    );
    return `at ${url}; headings and status: ${JSON.stringify(headings)}`;
  } catch (error) {
    return `page unreadable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export const waitFor = (d: EngineDriver, query: Query, timeout?: number) =>
  waitUntil(`${d.name}: ${describeQuery(query)}`, () => d.exists(query), timeout).catch(
    async (error: Error) => {
      throw new Error(`${error.message}, ${await whereNow(d)}`);
    },
  );

export const waitGone = (d: EngineDriver, query: Query, timeout?: number) =>
  waitUntil(
    `${d.name}: ${describeQuery(query)} gone`,
    async () => !(await d.exists(query)),
    timeout,
  );

/** The page's rendered text holds `text`. */
export const showsText = (d: EngineDriver, text: string) =>
  d.evaluate((t) => document.body.innerText.includes(t), text);

export const waitForText = (d: EngineDriver, text: string, timeout?: number) =>
  waitUntil(`${d.name}: text '${text}'`, () => showsText(d, text), timeout).catch(
    async (error: Error) => {
      throw new Error(`${error.message}, ${await whereNow(d)}`);
    },
  );

/** The URL's path; '' for a browser that has opened nothing yet (about:blank, or no URL). */
const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : '');

export const waitForPath = (d: EngineDriver, test: (path: string) => boolean, what: string) =>
  waitUntil(`${d.name}: ${what}`, async () => test(pathOf(await d.url())));

/** Waits until the service worker controls the page, reloading once (a first visit is not). */
export async function waitForServiceWorker(d: EngineDriver): Promise<void> {
  await waitUntil(`${d.name}: an active service worker`, () =>
    d.evaluate(
      () => navigator.serviceWorker.getRegistration('/portal').then((r) => !!r?.active),
      null,
    ),
  );
  if (!(await d.evaluate(() => navigator.serviceWorker.controller !== null, null))) {
    await d.reload();
  }
  await waitUntil(`${d.name}: the page controlled by the service worker`, () =>
    d.evaluate(() => navigator.serviceWorker.controller !== null, null),
  );
}

/** Rows per store of one customer's local database; null when the database does not exist. */
export const localRows = async (d: EngineDriver, customerId: string) =>
  (await d.evaluate(readLocalDatabase, customerId))?.counts ?? null;

/** The keys of the meta store in one customer's local database (the mirrors' 'last filled' stamps). */
export const mirrorStamps = async (d: EngineDriver, customerId: string) =>
  Object.keys((await d.evaluate(readLocalDatabase, customerId))?.meta ?? {});

/** Signs in through /portal/login and waits to leave it. */
export async function signIn(
  d: EngineDriver,
  base: string,
  email: string,
  password: string,
): Promise<void> {
  if (!pathOf(await d.url()).startsWith('/portal/login')) {
    await d.goto(`${base}/portal/login`);
  }
  await waitFor(d, { label: 'Email' });
  await d.type({ label: 'Email' }, email, { clear: true });
  await d.type({ label: 'Password' }, password, { clear: true });
  await d.click({ role: 'button', name: 'Sign in' });
  await waitForPath(d, (path) => !path.startsWith('/portal/login'), 'leaving the sign-in page');
}

/** The phone loses its network: the front door drops everything, and the engine goes offline. */
export async function networkOff(d: EngineDriver, door: FrontDoor): Promise<void> {
  door.setReachable(false);
  await d.setOffline(true);
}

/** The network is back; answers once the page says so. */
export async function networkOn(d: EngineDriver, door: FrontDoor): Promise<void> {
  door.setReachable(true);
  await d.setOffline(false);
  // Firefox fires no 'online' after a reload made offline; navigator.onLine is what it tells.
  await waitUntil(`${d.name}: navigator.onLine`, () => d.evaluate(() => navigator.onLine, null));
}

/** Files a claim (Fuel, with `photo` as its receipt) through the claim form; lands on the log. */
export async function fileClaim(
  d: EngineDriver,
  base: string,
  vehicleId: string,
  amount: string,
  photo: Photo,
): Promise<void> {
  await d.goto(`${base}/portal/adhoc/new`);
  await waitFor(d, { role: 'heading', name: 'Adhoc Expence' });
  await waitFor(d, { css: `option[value="${vehicleId}"]` });
  await d.select({ label: 'Vehicle' }, vehicleId);
  await d.select({ label: 'Type of expense' }, 'Fuel');
  await d.upload({ css: '[data-testid="receipt-input"]' }, photo.path);
  await waitFor(d, { role: 'link', name: photo.keptName }, 60_000);
  await d.type({ label: 'BSB' }, '062000');
  await d.type({ label: 'Account number' }, '12345678');
  await d.type({ label: 'Amount' }, amount);
  await d.type({ label: 'Expense date' }, '04032026', { clear: true });
  await d.click({ role: 'button', name: 'Save' });
  await waitForPath(d, (path) => path === '/portal/expense/logs', 'the expense log');
}
