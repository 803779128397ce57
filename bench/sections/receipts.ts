import type { Browser, BrowserContext, Page } from 'playwright-core';
import { goOffline, goOnline, labelled } from '../../scripts/chromium';
import { call } from '../lib/api-client';
import { browserCookies } from '../lib/browser-cookies';
import { missing, row, type Row, type SectionResult } from '../lib/report';
import { kb, median, ms, round } from '../lib/stats';
import { readOnForm } from '../receipts/read-in-form';

const CLAIMS = Number(process.env.BENCH_QUEUED_CLAIMS ?? 20);
const STORED_BUDGET = 700 * 1024;
// Minutes, not seconds: twenty claims typed on a loaded 2-core machine.
const STEP_MS = 120_000;
const CLAIM_PATH = '/api/usermonthlyexpense';

/** Empties a field, then types as a driver does (the masked fields format keystrokes). */
async function type(page: Page, label: string, value: string): Promise<void> {
  await labelled(page, label).fill('');
  await labelled(page, label).pressSequentially(value);
}

/**
 * One claim on the real form with no signal: the 12 MP photo picked (the form keeps a
 * downscaled JPEG of it and reads it), the fields typed, Save. Returns the form's own measure of
 * the photo's downscale.
 */
async function fileClaimOffline(
  page: Page,
  vehicleId: string,
  photo: Buffer,
  index: number,
  today: string,
): Promise<number> {
  await page.getByRole('link', { name: 'Add Adhoc Expense' }).click();
  await page.getByRole('heading', { name: 'Adhoc Expence' }).waitFor({ timeout: STEP_MS });
  const read = await readOnForm(page, photo, `claim-${index}.jpg`, STEP_MS);
  await labelled(page, 'Vehicle').selectOption(vehicleId);
  await labelled(page, 'Type of expense').selectOption('Fuel');
  await type(page, 'BSB', '062000');
  await type(page, 'Account number', '12345678');
  await type(page, 'Amount', String(40 + index));
  await type(page, 'Expense date', today);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('heading', { name: `Not sent yet (${index + 1})` })
    .waitFor({ timeout: STEP_MS });
  return read.steps.prepare;
}

/** Resolves when `count` claims have been accepted, at the moment the last answer arrived. */
function claimsAccepted(context: BrowserContext, count: number): Promise<number> {
  return new Promise((resolve) => {
    let accepted = 0;
    context.on('response', (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || !response.url().endsWith(CLAIM_PATH)) return;
      if (response.ok() && ++accepted === count) resolve(performance.now());
    });
  });
}

/**
 * A 12-megapixel phone photo of a docket, as a camera encodes it (JPEG 0.92): a shaded desk, a
 * slightly turned slip with printed lines, and sensor noise. A clean rendered docket compresses
 * to a quarter of a photo's bytes; the noise keeps the stored size honest. Drawn in the page as
 * text: the bench's TypeScript build wraps named functions in a helper the page does not have.
 */
const CAMERA_PHOTO = `(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 4000;
  canvas.height = 3000;
  const ctx = canvas.getContext('2d');
  const desk = ctx.createLinearGradient(0, 0, 4000, 3000);
  desk.addColorStop(0, '#8a6f55');
  desk.addColorStop(1, '#4e3b2c');
  ctx.fillStyle = desk;
  ctx.fillRect(0, 0, 4000, 3000);
  ctx.translate(2000, 1500);
  ctx.rotate(-0.06);
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(-900, -1400, 1800, 2800);
  ctx.fillStyle = '#222';
  ctx.font = '48px monospace';
  for (let line = 0; line < 44; line += 1) {
    const text = String(line + 1).padStart(2, '0') + ' UNLEADED 91  ' + (line * 7.31).toFixed(2) + ' L   $' + (line * 13.7).toFixed(2);
    ctx.fillText(text, -820, -1300 + line * 60);
  }
  const image = ctx.getImageData(0, 0, 4000, 3000);
  let seed = 12345;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = (seed % 13) - 6;
    image.data[i] += n;
    image.data[i + 1] += n;
    image.data[i + 2] += n;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.92).split(',')[1];
})()`;

async function cameraPhoto(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    return Buffer.from(await page.evaluate<string>(CAMERA_PHOTO), 'base64');
  } finally {
    await page.close();
  }
}

const timeUp = (after: number) =>
  new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), after));

/**
 * In Chromium, on the portal's own claim form, as a driver with no signal: `CLAIMS` claims filed
 * offline, each with a 12 MP phone photo (the form's measure of its downscale, and the size of
 * the JPEG the server then holds), then the time from reconnecting to the last claim accepted
 * (an upload and a keyed POST each).
 */
export async function benchReceipts(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  vehicleId: string,
): Promise<SectionResult> {
  const S = 'Receipts';
  const rows: Row[] = [];
  const now = new Date();
  const photo = await cameraPhoto(browser);
  const today = [now.getDate(), now.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(now.getFullYear()))
    .join('');
  const context = await browser.newContext();
  await context.addCookies(browserCookies(cookie, baseUrl));
  const page = await context.newPage();
  try {
    // Online once, as a driver first opens the portal: the log and the form's vehicles are kept
    // on the device, and the form says the portal's files are too.
    await page.goto(`${baseUrl}/portal/expense/logs`, { timeout: STEP_MS });
    await page.getByRole('heading', { name: 'Expenses' }).waitFor({ timeout: STEP_MS });
    await page.getByRole('link', { name: 'Add Adhoc Expense' }).click();
    await page
      .locator(`option[value="${vehicleId}"]`)
      .waitFor({ state: 'attached', timeout: STEP_MS });
    await page.getByText('Ready offline', { exact: true }).waitFor({ timeout: STEP_MS });
    await page.getByRole('link', { name: 'Back' }).click();

    await goOffline(context);
    const downscales: number[] = [];
    for (let i = 0; i < CLAIMS; i += 1) {
      downscales.push(await fileClaimOffline(page, vehicleId, photo, i, today));
    }
    const downMs = median(downscales.filter(Number.isFinite)) ?? Number.NaN;
    rows.push(
      row(
        S,
        `downscale 12 MP photo on the claim form (median of ${CLAIMS})`,
        `${ms(downMs)} (photo ${kb(photo.byteLength)})`,
      ),
    );

    const lastAccepted = claimsAccepted(context, CLAIMS);
    const reconnected = performance.now();
    await goOnline(context);
    const sendMs = (await Promise.race([lastAccepted, timeUp(STEP_MS)])) - reconnected;
    rows.push(
      Number.isFinite(sendMs)
        ? row(
            S,
            `send ${CLAIMS} queued claims, from reconnecting`,
            `${ms(sendMs)} (${ms(sendMs / CLAIMS)} per claim)`,
          )
        : missing(S, `send ${CLAIMS} queued claims`, `not all accepted within ${STEP_MS / 1000} s`),
    );

    const log = await call(baseUrl, 'POST', '/api/customer/monthly/expenses', {
      cookie,
      body: { offset: 0, next: 1 },
    });
    const newest = (log.body.data as Array<{ reciept?: string }> | undefined)?.[0]?.reciept;
    const stored = newest
      ? await fetch(`${baseUrl}/api/file/${newest}`, { headers: { cookie } }).then(async (r) =>
          r.ok ? (await r.arrayBuffer()).byteLength : Number.NaN,
        )
      : Number.NaN;
    rows.push(
      Number.isFinite(stored)
        ? row(S, 'stored receipt size', kb(stored), '≤ 700 KB', stored <= STORED_BUDGET)
        : missing(S, 'stored receipt size', `the sent claim's receipt did not answer`, '≤ 700 KB'),
    );
    return {
      rows,
      figures: {
        photoBytes: photo.byteLength,
        downscaleMs: downscales.map((t) => round(t, 1)),
        downscaleMedianMs: round(downMs, 1),
        storedBytes: stored,
        sendMs: round(sendMs, 1),
        claims: CLAIMS,
      },
    };
  } finally {
    await context.close();
  }
}
