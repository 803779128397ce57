import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './fixture';
import { apiCall, labelled, signUpViaApi, type ApiSession } from './harness';

type Vehicle = { id: string; name: string; totalBill: number };

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const cents = (dollars: number) => Math.round(dollars * 100);

/** The n-th make of the catalogue as a saved vehicle, made through the API like the wizard does. */
async function createVehicle(baseUrl: string, session: ApiSession, n: number): Promise<Vehicle> {
  const get = async <T>(path: string): Promise<T> => {
    const answer = await apiCall(baseUrl, 'GET', path, { cookie: session.cookie });
    if (!answer.body.status) throw new Error(`${path}: ${answer.body.message}`);
    return answer.body.data as T;
  };
  const makes = await get<string[]>('/api/vehicle/makes?search=');
  const make = makes[n];
  if (!make) throw new Error('catalogue too small');
  const q = encodeURIComponent;
  const [model] = await get<string[]>(`/api/vehicle/models?make=${q(make)}&search=`);
  const [year] = await get<number[]>(
    `/api/vehicle/years?make=${q(make)}&model=${q(model ?? '')}&search=`,
  );
  const [option] = await get<{ id: string; name: string }[]>(
    `/api/vehicle/options?make=${q(make)}&model=${q(model ?? '')}&year=${year}`,
  );
  if (!model || !year || !option) throw new Error(`no vehicle for ${make}`);
  const created = await apiCall(baseUrl, 'POST', '/api/customer/vehicle', {
    cookie: session.cookie,
    body: {
      make,
      model,
      year,
      vehicleMasterId: option.id,
      registerationNumber: `E2E${n}`,
      kmYearTravelled: 15_000,
      currentOdometer: 20_000,
      whoIsUsing: 'SELF',
      firstName: session.customer.firstName,
      lastName: session.customer.lastName,
      phoneNumber: session.customer.phoneNumber,
      emailAddress: session.customer.email,
      isVehicleUnderFinance: false,
      isVehicleInsurance: false,
    },
  });
  if (!created.body.status) throw new Error(`create vehicle: ${created.body.message}`);
  const id = created.body.data as string;
  const price = await get<{ totalBill: number }>(`/api/savedVehicle/price/breakdown/${id}`);
  return { id, name: option.name, totalBill: price.totalBill };
}

/** Every value this origin keeps in IndexedDB, as text. */
const indexedDbDump = (page: Page) =>
  page.evaluate(async () => {
    const dump: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        dump.push(JSON.stringify(rows));
      }
      db.close();
    }
    return dump.join('\n');
  });

describe('payments in Chromium (sandbox)', () => {
  // One customer and one tab for the file, in order: the card saved first pays next, and the last
  // tests look back over every request the walk made.
  let baseUrl: string;
  let context: BrowserContext;
  let page: Page;
  let session: ApiSession;
  let byCard: Vehicle;
  let declined: Vehicle;
  let byBank: Vehicle;
  const sentBodies: string[] = [];
  const requested: string[] = [];

  test.beforeAll(async ({ server, browser }) => {
    baseUrl = server.baseUrl;
    session = await signUpViaApi(baseUrl);
    byCard = await createVehicle(baseUrl, session, 0);
    declined = await createVehicle(baseUrl, session, 1);
    byBank = await createVehicle(baseUrl, session, 2);
    context = await browser.newContext();
    await context.addCookies(session.cookies);
    page = await context.newPage();
    // What the pages ask for (the service worker's precache download is not loading code).
    context.on('request', (request) => {
      if (!request.serviceWorker()) requested.push(request.url());
    });
    page.on('request', (request) => {
      if (request.url().includes('/api/')) sentBodies.push(request.postData() ?? '');
    });
  });

  test.afterAll(async () => {
    await context?.close();
  });

  const portal = (path: string) => page.goto(`${baseUrl}/portal${path}`);
  const row = (list: Locator, text: string) => list.getByRole('listitem').filter({ hasText: text });

  async function fillCard(number: string) {
    await labelled(page, "Card holder's name").fill('Alex Tester');
    await labelled(page, 'Card number').fill(number);
    await labelled(page, 'Expiry month').selectOption('12');
    await labelled(page, 'Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await labelled(page, 'CVV').fill('123');
  }

  test('adds card 4242 4242 4242 4242 in sandbox mode', async () => {
    await portal('/card/new');
    await page.getByRole('heading', { name: 'Add New Card' }).waitFor();
    // The badge shows once the page has asked which provider is live.
    await page.getByText('Sandbox: no real money').waitFor();
    await fillCard('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portal/cards');
    const picture = page.getByLabel('Default card ending 4242');
    await picture.waitFor();
    expect(await picture.textContent()).toContain('XXXX XXXX XXXX 4242');
  });

  test('pays for a vehicle with the saved card: SUBSCRIBED, and a SUCCESS payment with the surcharge', async () => {
    const base = cents(byCard.totalBill);
    const surcharge = Math.round(base * 0.02);
    const total = aud.format((base + surcharge) / 100);

    await portal(`/vehicle/${byCard.id}/payment`);
    await page.getByRole('tab', { name: 'Card', selected: true }).waitFor();
    await page.getByText('Card payments incur a 2% surcharge').waitFor();
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    const popup = page.getByRole('dialog', { name: 'Success!' });
    await popup.getByText('Payment has been made successfully.').waitFor();
    await popup.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/vehicles');

    await portal('/subscription/logs');
    const subscriptions = page.getByRole('list', { name: 'Subscriptions' });
    await row(subscriptions, byCard.name).getByText('SUBSCRIBED', { exact: true }).waitFor();

    await portal('/payment/logs');
    const payments = page.getByRole('list', { name: 'Payments' });
    const paid = row(payments, byCard.name);
    await paid.getByText('SUCCESS', { exact: true }).waitFor();
    const text = (await paid.textContent()) ?? '';
    expect(text).toContain(total);
    expect(text).toContain(`incl. ${aud.format(surcharge / 100)} card surcharge`);

    // The receipt opens in a new tab, from this device's copy of the log.
    const [receipt] = await Promise.all([
      context.waitForEvent('page'),
      paid.getByRole('link', { name: byCard.name }).click(),
    ]);
    await receipt.getByRole('heading', { name: 'Tax invoice / Receipt' }).waitFor();
    const receiptText = (await receipt.locator('body').textContent()) ?? '';
    expect(receiptText).toContain('Card surcharge (2%)');
    expect(receiptText).toContain('Card ending 4242');
    expect(receiptText).toContain(aud.format(Math.round((base + surcharge) / 11) / 100));
    await receipt.close();
  });

  test('a declined card shows the error popup and subscribes nothing', async () => {
    await portal(`/vehicle/${declined.id}/payment/new/card`);
    await page.getByRole('heading', { name: 'Payment Details' }).waitFor();
    expect(await page.getByLabel('Save card for future use?').isChecked()).toBe(true);
    await fillCard('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Save & Pay' }).click();
    const popup = page.getByRole('dialog', { name: 'Error' });
    await popup.getByText('Payment did not go through. Please try again!').waitFor();
    await popup.getByRole('button', { name: 'OK' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').textContent()).toContain('Your card was declined.');

    await portal('/payment/logs');
    const failure = row(page.getByRole('list', { name: 'Payments' }), declined.name);
    await failure.getByText('FAILURE', { exact: true }).waitFor();
    await portal('/subscription/logs');
    const pending = row(page.getByRole('list', { name: 'Subscriptions' }), declined.name);
    await pending.getByText('PENDING', { exact: true }).waitFor();
  });

  test('pays by AU direct debit: no surcharge, processing, then SUBSCRIBED', async () => {
    await portal(`/vehicle/${byBank.id}/payment?tab=BANK`);
    await page.getByRole('tab', { name: 'AU Direct Debit', selected: true }).waitFor();
    await page.getByRole('link', { name: 'Pay from a new bank account' }).click();
    await page.getByRole('heading', { name: 'Payment Details' }).waitFor();
    await labelled(page, 'Account holder name').fill('Alex Tester');
    await page.getByLabel('BSB').fill('000000');
    await page.getByLabel('Account number').fill('000123456');
    await page
      .getByText(/Direct Debit Request/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Save & Pay' }).click();
    const popup = page.getByRole('dialog', { name: 'Success!' });
    await popup.getByText(/direct debit is processing/).waitFor();
    await popup.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/vehicles');

    // The sandbox settles BECS debits a few seconds later: the server's jobs wake at that time.
    const total = aud.format(cents(byBank.totalBill) / 100);
    await expect
      .poll(
        async () => {
          await portal('/payment/logs');
          const debit = row(page.getByRole('list', { name: 'Payments' }), byBank.name);
          await debit.waitFor();
          return debit.textContent();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toMatch(new RegExp(`${total.replace(/[$.]/g, '\\$&')}.*SUCCESS`));
    const debitText = await row(
      page.getByRole('list', { name: 'Payments' }),
      byBank.name,
    ).textContent();
    expect(debitText).not.toContain('surcharge');

    await portal('/subscription/logs');
    await row(page.getByRole('list', { name: 'Subscriptions' }), byBank.name)
      .getByText('SUBSCRIBED', { exact: true })
      .waitFor();
  });

  test('cancels a subscription after confirming, with the support email', async () => {
    await portal('/subscription/logs');
    const subscribed = row(page.getByRole('list', { name: 'Subscriptions' }), byCard.name);
    await subscribed.getByRole('button', { name: /Cancel subscription/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/support@cargo\.test/).waitFor();
    expect(await dialog.textContent()).toContain('the fuel card for this vehicle is cancelled');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await subscribed.getByText('UNSUBSCRIBED', { exact: true }).waitFor();
    expect(await subscribed.getByRole('button', { name: /Cancel/ }).count()).toBe(0);
  });

  test('never loaded Stripe.js or its elements in sandbox mode', () => {
    expect(requested.length).toBeGreaterThan(0);
    expect(
      requested.filter((url) => /stripe\.com|Stripe(Card|Bank)Fields|react-stripe/i.test(url)),
    ).toEqual([]);
  });

  test('never sent or kept a full card number, CVC or full account number', async () => {
    const sent = sentBodies.join('\n');
    for (const secret of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000000000000002',
      '000123456',
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).not.toMatch(/"(cvc|cvv)"/i);
    await portal('/banks');
    await page.getByLabel('Default bank account ending 3456').waitFor();
    const kept = await indexedDbDump(page);
    expect(kept).toContain('"accountNumber":"3456"');
    for (const secret of ['4242424242424242', '4000000000000002', '000123456', '"123"']) {
      expect(kept).not.toContain(secret);
    }
  });
});
