import { readdir } from 'node:fs/promises';
import type { FileChooser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './fixture';
import {
  apiCall,
  goOffline,
  goOnline,
  labelled,
  waitForServiceWorker,
  subscribedVehicle,
} from './harness';

// A real, decodable 1×1 PNG: the portal downscales and re-encodes it as JPEG before queueing.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Row = { id: string; amount: number; reciept: string; type: string };

async function fileClaim(
  page: Page,
  vehicleId: string,
  amount: string,
  type: string,
): Promise<void> {
  await page.getByRole('link', { name: 'Add Adhoc Expense' }).click();
  await page.getByRole('heading', { name: 'Adhoc Expence' }).waitFor();
  await labelled(page, 'Vehicle').selectOption(vehicleId);
  await labelled(page, 'Type of expense').selectOption(type);
  await page
    .getByTestId('receipt-input')
    .setInputFiles({ name: `receipt-${amount}.png`, mimeType: 'image/png', buffer: PNG });
  await page.getByRole('link', { name: `receipt-${amount}.jpg` }).waitFor();
  await labelled(page, 'BSB').pressSequentially('062000');
  await labelled(page, 'Account number').pressSequentially('12345678');
  await labelled(page, 'Amount').pressSequentially(amount);
  // The date starts as today; this claim is for another day.
  await labelled(page, 'Expense date').fill('');
  await labelled(page, 'Expense date').pressSequentially('04032026');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname === '/portal/expense/logs');
}

const outboxStates = (page: Page) =>
  page.evaluate(async () => {
    const id = (JSON.parse(localStorage.getItem('cargo.user') ?? 'null') as { id?: string } | null)
      ?.id;
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const name =
      names.find((n) => n === `cargo-${id}`) ??
      names.find((n) => n.startsWith('cargo-') && n !== 'cargo-session');
    if (!name) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rows = await new Promise<{ state: string }[]>((resolve, reject) => {
      const req = db.transaction('outbox').objectStore('outbox').getAll();
      req.onsuccess = () => resolve(req.result as { state: string }[]);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return rows.map((r) => r.state);
  });

describe('adhoc expense claims offline in Chromium', () => {
  test('files 3 claims offline, keeps them over a reload, and sends exactly 3 once online', async ({
    server,
    context,
    customer: session,
    signedInPage: page,
  }) => {
    const vehicleId = await subscribedVehicle(server.baseUrl, session);

    // Online once: the shell is cached, the vehicle list and the empty log are mirrored.
    await page.goto(`${server.baseUrl}/portal/expense/logs`);
    await page.getByRole('heading', { name: 'Expenses' }).waitFor();
    await waitForServiceWorker(page);
    await page.getByText('No record available').waitFor();
    await page.getByRole('link', { name: 'Add Adhoc Expense' }).click();
    await page.locator(`option[value="${vehicleId}"]`).waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Back' }).click();

    await goOffline(context);
    const claims = [
      ['12.34', 'Fuel'],
      ['56.78', 'Tolls'],
      ['1,000.50', 'Servicing'],
    ] as const;
    for (const [i, [amount, type]] of claims.entries()) {
      await fileClaim(page, vehicleId, amount.replace(/,/g, ''), type);
      await page.getByRole('heading', { name: `Not sent yet (${i + 1})` }).waitFor();
    }

    await page.reload();
    await page.getByRole('heading', { name: 'Not sent yet (3)' }).waitFor();
    expect(await page.getByText('Waiting to send').count()).toBe(3);
    // The reload's start trigger tries at once and fails offline; each draft rests as queued.
    await expect
      .poll(() => outboxStates(page), { timeout: 15_000 })
      .toEqual(['queued', 'queued', 'queued']);
    const none = await apiCall(server.baseUrl, 'POST', '/api/customer/monthly/expenses', {
      cookie: session.cookie,
      body: { offset: 0, next: 50 },
    });
    expect(none.body.data).toEqual([]);

    await goOnline(context);
    await page
      .getByRole('heading', { name: /Not sent yet/ })
      .waitFor({ state: 'detached', timeout: 60_000 });
    const table = page.getByRole('table');
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBe(4);

    const log = await apiCall(server.baseUrl, 'POST', '/api/customer/monthly/expenses', {
      cookie: session.cookie,
      body: { offset: 0, next: 50 },
    });
    const rows = log.body.data as Row[];
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([12.34, 56.78, 1000.5]);
    expect(new Set(rows.map((r) => r.reciept)).size).toBe(3);
    // Receipts live in the database's receipt store, readable by every server process; none
    // is written to this machine's disk.
    expect(await readdir(server.dataDir)).not.toContain('uploads');
    for (const r of rows) {
      const res = await fetch(`${server.baseUrl}/api/file/${r.reciept}`, {
        headers: { cookie: session.cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(await outboxStates(page)).toEqual([]);
    // The page keeps a table for wide screens and rows for phones; the one shown lists it once.
    await expect.poll(() => page.getByText('$1,000.50').filter({ visible: true }).count()).toBe(1);
  });
  test('sends a queued claim when the portal reopens on another page', async ({
    server,
    context,
    customer: session,
    signedInPage: page,
  }) => {
    const vehicleId = await subscribedVehicle(server.baseUrl, session);
    await page.goto(`${server.baseUrl}/portal/expense/logs`);
    await page.getByRole('heading', { name: 'Expenses' }).waitFor();
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Add Adhoc Expense' }).click();
    await page.locator(`option[value="${vehicleId}"]`).waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Back' }).click();

    await goOffline(context);
    await fileClaim(page, vehicleId, '42.00', 'Parking');
    await page.getByRole('heading', { name: 'Not sent yet (1)' }).waitFor();
    // The driver closes the expense screens; the portal next opens on the dashboard.
    await page.goto(`${server.baseUrl}/portal`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await goOnline(context);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    const claims = async () => {
      const log = await apiCall(server.baseUrl, 'POST', '/api/customer/monthly/expenses', {
        cookie: session.cookie,
        body: { offset: 0, next: 50 },
      });
      return (log.body.data as Row[]).map((r) => r.amount);
    };
    await expect.poll(claims, { timeout: 60_000 }).toEqual([42]);
    await expect.poll(() => outboxStates(page), { timeout: 15_000 }).toEqual([]);
  });

  test("opens the file picker on Enter at 'Upload receipt', while the form is still loading too", async ({
    server,
    customer: session,
    signedInPage: page,
  }) => {
    await subscribedVehicle(server.baseUrl, session);
    // One listener for the whole test, before the page: Playwright starts catching pickers a
    // moment after a listener appears, and a key pressed before that opens an uncaught one.
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    // No wait for the page to settle: the keys come as soon as the control is there.
    await page.goto(`${server.baseUrl}/portal/adhoc/new`);
    const snap = page.getByRole('button', { name: /Snap receipt/ });
    const upload = page.getByLabel('Upload receipt');
    for (const round of [1, 2, 3]) {
      await snap.focus();
      await page.keyboard.press('Tab');
      expect(await upload.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => choosers.length, { timeout: 10_000 }).toBe(round);
      await choosers[round - 1]?.setFiles({
        name: `receipt-${round}.png`,
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('link', { name: `receipt-${round}.jpg` }).waitFor();
      await page.getByRole('button', { name: `Remove receipt receipt-${round}.jpg` }).click();
    }
  });
});
