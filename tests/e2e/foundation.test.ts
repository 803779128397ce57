import { describe, expect } from 'vitest';
import { test } from './fixture';
import {
  DEMO,
  apiCall,
  goOffline,
  isDashboard,
  labelled,
  launchPersistentBrowser,
  newCustomer,
  signInViaUi,
  signUpViaApi,
  signUpViaUi,
  waitForServiceWorker,
} from './harness';

const OFFLINE_BANNER = 'You are offline.';

describe('foundation in Chromium', () => {
  test('signs the demo customer in through the sign-in page', async ({ server, context }) => {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/portal/profile`);
    await page.waitForURL((url) => url.pathname === '/portal/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/portal/profile');

    await page.goto(`${server.baseUrl}/portal/login`);
    await signInViaUi(page, server.baseUrl, DEMO.email, DEMO.password);
    expect(isDashboard(new URL(page.url()))).toBe(true);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Demo Driver').waitFor();
    expect(await page.getByTestId('avatar').textContent()).toBe('D');
  });

  test('opens the sign-in page and the dashboard with a clean console: no errors, no CSP issues', async ({
    server,
    context,
  }) => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Audits.enable');
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue')
        problems.push(`CSP: ${JSON.stringify(issue)}`);
    });
    await page.goto(`${server.baseUrl}/portal/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signInViaUi(page, server.baseUrl, DEMO.email, DEMO.password);
    await page.getByText('Running Balance').waitFor();
    // What starts after the first screen has run too: the service worker is active (its precache
    // fetched) and the outbox runner has filled every mirror, the last of them the banks.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(
      async () => {
        const kept = localStorage.getItem('cargo.user');
        if (!kept) return false;
        const name = `cargo-${(JSON.parse(kept) as { id: string }).id}`;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open(name);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        try {
          if (!db.objectStoreNames.contains('meta')) return false;
          const stamp = await new Promise<unknown>((resolve, reject) => {
            const req = db.transaction('meta').objectStore('meta').get('banks');
            req.onsuccess = () => resolve(req.result);
            req.onerror = () => reject(req.error);
          });
          return stamp !== undefined;
        } finally {
          db.close();
        }
      },
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    // A round trip on the same DevTools session: every issue raised before it has been delivered.
    await cdp.send('Runtime.evaluate', { expression: '0' });
    expect(problems).toEqual([]);
  });

  test('shows amounts and dates without building an Intl formatter (ICU data is a long task on a phone)', async ({
    server,
    context,
  }) => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Original = Intl[name];
        Intl[name] = new Proxy(Original, {
          construct(target, args) {
            built.push(name);
            return Reflect.construct(target, args) as object;
          },
          apply(target, self, args) {
            built.push(name);
            return Reflect.apply(target, self, args) as unknown;
          },
        }) as never;
      }
      for (const [proto, method] of [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ] as const) {
        const original = (proto as unknown as Record<string, (...args: unknown[]) => string>)[
          method
        ]!;
        Object.defineProperty(proto, method, {
          value(this: unknown, ...args: unknown[]) {
            built.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    await page.goto(`${server.baseUrl}/portal/login`);
    await signInViaUi(page, server.baseUrl, DEMO.email, DEMO.password);
    await page.getByText('Running Balance').waitFor();
    await page.goto(`${server.baseUrl}/portal/payment/logs`);
    // A payment row's amount and date, and the list's 'Last updated' stamp.
    await page
      .getByText(/\$\d[\d,]*\.\d\d/)
      .first()
      .waitFor();
    await page
      .getByText(/\d\d [A-Z][a-z]{2}, \d{4}/)
      .first()
      .waitFor();
    await page
      .getByText(/Last updated/)
      .first()
      .waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt),
    ).toEqual([]);
  });

  test('answers customer calls with a 401 envelope when signed out', async ({ server }) => {
    for (const path of ['/api/customer/user', '/api/customer/dashboard']) {
      const answer = await apiCall(server.baseUrl, 'GET', path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.status, path).toBe(false);
      expect(answer.body.message, path).toMatch(/\S/);
      expect(answer.body.data, path).toBeUndefined();
    }
    const update = await apiCall(server.baseUrl, 'POST', '/api/customer/update', {
      body: { firstName: 'X' },
    });
    expect(update.status).toBe(401);
    expect(update.body.status).toBe(false);
  });

  test('keeps the saved profile and dashboard readable offline after a reload', async ({
    server,
    context,
  }) => {
    const page = await context.newPage();
    const customer = newCustomer();
    await signUpViaUi(page, server.baseUrl, customer);
    await page.getByText('Running Balance').waitFor();
    await waitForServiceWorker(page);

    const company = `Fleet ${customer.lastName} Pty Ltd`;
    const phone = '0498765432';
    await page.goto(`${server.baseUrl}/portal/profile`);
    const companyInput = labelled(page, 'Company');
    await companyInput.waitFor();
    await companyInput.fill(company);
    await labelled(page, 'Phone').fill(phone);
    await labelled(page, 'Address').fill('12 Example Street');
    await page.getByRole('button', { name: /^(save|update)/i }).click();
    await page.getByText('Profile updated successfully').waitFor();

    // The server really has it, not only the page.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const saved = await apiCall(server.baseUrl, 'GET', '/api/customer/user', { cookie });
    expect(saved.body.data).toMatchObject({ company, phoneNumber: phone });

    await goOffline(context);
    await page.reload();
    await page.getByText(OFFLINE_BANNER).waitFor();
    await expect.poll(() => labelled(page, 'Company').inputValue()).toBe(company);
    await expect.poll(() => labelled(page, 'Phone').inputValue()).toBe(phone);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.goto(`${server.baseUrl}/portal`);
    await page.getByText(OFFLINE_BANNER).waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    for (const tile of ['Total Cars', 'Subscription Plan', 'Pending Subscription']) {
      await page.getByText(tile, { exact: true }).first().waitFor();
    }
    const balance = page.getByTestId('running-balance');
    await balance.getByText('Customer Paid').waitFor();
    await balance.getByText('Expense Amount').waitFor();
    expect(await page.getByText(/Last updated/).count()).toBeGreaterThan(0);
  });

  test('has an installable manifest', async ({ server }) => {
    // Chromium reports every incognito page as not installable, so this one needs a real profile.
    const persistent = await launchPersistentBrowser();
    try {
      const session = await signUpViaApi(server.baseUrl);
      await persistent.context.addCookies(session.cookies);
      const page = await persistent.context.newPage();
      await page.goto(`${server.baseUrl}/portal`);
      await page.getByText('Running Balance').waitFor();
      await waitForServiceWorker(page);
      const cdp = await persistent.context.newCDPSession(page);
      const result = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(result.installabilityErrors.map((e) => e.errorId)).toEqual([]);
      const manifest = await page.evaluate(async () => {
        const res = await fetch('/portal/manifest.webmanifest');
        return (await res.json()) as { start_url: string; display: string };
      });
      expect(manifest).toMatchObject({ start_url: '/portal', display: 'standalone' });
    } finally {
      await persistent.close();
    }
  });

  test('never answers /api from the service worker, yet opens any portal path offline', async ({
    server,
    context,
    signedInPage: page,
  }) => {
    await page.goto(`${server.baseUrl}/portal`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await waitForServiceWorker(page);
    await page.getByText('Running Balance').waitFor();
    const online = await page.evaluate(async () => (await fetch('/api/health')).status);
    expect(online).toBe(200);
    const cachedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
    });
    expect(cachedApi).toEqual([]);

    await goOffline(context);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const offline = await page.evaluate(() =>
      fetch('/api/health').then(
        (res) => `answered ${res.status}`,
        () => 'failed',
      ),
    );
    expect(offline).toBe('failed');

    await page.goto(`${server.baseUrl}/portal/whatever/deep/link`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText(OFFLINE_BANNER).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).waitFor();
  });

  test("keeps each customer's data to that customer", async ({ server }) => {
    const first = await signUpViaApi(server.baseUrl);
    const second = await signUpViaApi(server.baseUrl);
    const update = await apiCall(server.baseUrl, 'POST', '/api/customer/update', {
      cookie: first.cookie,
      body: {
        firstName: first.customer.firstName,
        lastName: first.customer.lastName,
        company: 'First Customer Co',
        address: '1 First Street',
        phoneNumber: '0411111111',
      },
    });
    expect(update.status).toBe(200);

    const seen = await apiCall(server.baseUrl, 'GET', '/api/customer/user', {
      cookie: second.cookie,
    });
    expect(seen.body.data).toMatchObject({ email: second.customer.email, company: '' });
    expect(JSON.stringify(seen.body)).not.toContain('First Customer Co');
    expect(JSON.stringify(seen.body)).not.toContain(first.customer.email);

    const own = await apiCall(server.baseUrl, 'GET', '/api/customer/user', {
      cookie: first.cookie,
    });
    expect(own.body.data).toMatchObject({
      email: first.customer.email,
      company: 'First Customer Co',
    });
  });
});
