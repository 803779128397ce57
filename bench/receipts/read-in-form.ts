import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Field, PanelReading } from './score';

const LABELS: Record<string, Field> = {
  Supplier: 'supplier',
  ABN: 'abn',
  Total: 'total',
  GST: 'gst',
  Date: 'date',
  Type: 'type',
};

export type FormRead = {
  /** From picking the photo to the form filled (or the reader giving up). */
  ms: number;
  outcome: 'read' | 'nothing' | 'failed';
  panel: PanelReading;
  /** What the Amount field shows once read. */
  amount: string;
  /** The longest main-thread task while the photo was prepared and read. */
  longestTaskMs: number;
  /** The portal's own measures of this read (NaN where a step did not run). */
  steps: Steps;
};

/**
 * The portal's own measures, in ms: preparing the photo (decode, downscale, JPEG), and from the
 * reader's start the image to read and the engine ready (the two run side by side), then
 * recognising. Each is work of the photo worker or the reader's worker that the page waits for.
 */
export type Steps = Record<'prepare' | 'cleanup' | 'engine' | 'recognise', number>;

const NO_STEPS: Steps = {
  prepare: Number.NaN,
  cleanup: Number.NaN,
  engine: Number.NaN,
  recognise: Number.NaN,
};

/** How long the page waited on its workers in a read: the steps on the read's critical path. */
export const workerWaitMs = (s: Steps): number =>
  s.prepare + Math.max(s.cleanup, s.engine) + s.recognise;

async function stepsOf(page: Page): Promise<Steps> {
  // Given as text: the bench's TypeScript build wraps named functions in a helper the page
  // does not have.
  const last = (name: string) =>
    page.evaluate<number>(
      `performance.getEntriesByName(${JSON.stringify(name)}).at(-1)?.duration ?? Number.NaN`,
    );
  return {
    prepare: await last('receipt-image:prepare'),
    cleanup: await last('receipt-reading:cleanup'),
    engine: await last('receipt-reading:engine'),
    recognise: await last('receipt-reading:recognise'),
  };
}

/**
 * A new claim form with the photo picker on screen. The claim waits for the device's vehicles
 * and payout account: minutes on a loaded 2-core machine at 4× CPU, hence `timeout`. A photo an
 * earlier page left on the unsaved claim (kept on the device, as for a driver) is removed first:
 * with it the form shows no picker.
 */
export async function openClaimForm(page: Page, baseUrl: string, timeout = 120_000): Promise<void> {
  await page.goto(`${baseUrl}/portal/adhoc/new`, { timeout });
  await page.getByRole('heading', { name: 'Adhoc Expence' }).waitFor({ timeout });
  const picker = page.getByTestId('receipt-input');
  const kept = page.getByRole('button', { name: /^Remove receipt / });
  await picker.or(kept).first().waitFor({ timeout });
  if ((await kept.count()) > 0) await kept.first().click();
  await picker.waitFor({ timeout });
}

/** What a photo the form never answered for counts as: nothing shown, no time. */
export const NOT_READ: FormRead = {
  ms: Number.NaN,
  outcome: 'failed',
  panel: {},
  amount: '',
  longestTaskMs: 0,
  steps: NO_STEPS,
};

/**
 * Picks the photo on the claim form, as a driver does, and waits for the reader's answer: what
 * the 'Read from the receipt' panel lists (with its 'check this' marks) and the Amount field.
 */
export async function readOnForm(
  page: Page,
  photo: Buffer,
  name: string,
  timeout = 180_000,
): Promise<FormRead> {
  await page.evaluate(() => {
    const w = window as unknown as { benchLongest: number; benchObserver?: PerformanceObserver };
    w.benchLongest = 0;
    w.benchObserver?.disconnect();
    w.benchObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.benchLongest = Math.max(w.benchLongest, e.duration);
    });
    w.benchObserver.observe({ type: 'longtask' });
    // Only this read's steps are on the page's timeline when it is answered.
    performance.clearMeasures();
  });
  // Picked from a file on disk, as a phone's picker hands the page a file. Given as a buffer,
  // Playwright base64-decodes it into a File by script on the page's main thread (50–60 ms for
  // a 12 MP photo), which the observer above counted as the portal's own long task.
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-receipt-'));
  const file = path.join(dir, name);
  await writeFile(file, photo);
  try {
    return await pickAndRead(page, file, timeout);
  } finally {
    // Only now: the page reads the picked file from disk lazily, as it goes.
    await rm(dir, { recursive: true, force: true });
  }
}

/** What the form shows once the reader has answered: the panel, or why nothing was read. */
const ANSWERED = /could not be read|Nothing could be read|needs a connection/;

/**
 * Times the pick on the page's own clock: from the file input's change event to the first frame
 * after the form shows the reader's answer. Timed in Node, as it was, the figure also held how
 * long Playwright took to notice the answer (its waits poll), 0.1–0.45 s of every photo.
 */
async function watchForAnswer(page: Page): Promise<void> {
  await page.evaluate((answered) => {
    const w = window as unknown as { benchPicked: number | null; benchAnswered: number | null };
    w.benchPicked = null;
    w.benchAnswered = null;
    document.addEventListener('change', () => (w.benchPicked ??= performance.now()), {
      capture: true,
      once: true,
    });
    const pattern = new RegExp(answered);
    const observer = new MutationObserver(() => {
      const panel = document.getElementById('receipt-reading-title') !== null;
      const refusals = document.querySelectorAll('.receipt-reading__status, .receipt-field');
      if (!panel && !Array.from(refusals).some((el) => pattern.test(el.textContent ?? ''))) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.benchAnswered = performance.now()));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, ANSWERED.source);
}

async function pickAndRead(page: Page, file: string, timeout: number): Promise<FormRead> {
  await watchForAnswer(page);
  await page.getByTestId('receipt-input').setInputFiles(file);
  // The page's own observer says when the answer is on screen; nothing else needs waiting for.
  const ms = await page
    .waitForFunction(
      () => {
        const w = window as unknown as { benchPicked: number | null; benchAnswered: number | null };
        return w.benchPicked !== null && w.benchAnswered !== null
          ? { ms: w.benchAnswered - w.benchPicked }
          : null;
      },
      undefined,
      { timeout },
    )
    .then(async (handle) => (await handle.jsonValue())?.ms ?? Number.NaN);
  const rows = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.receipt-reading__row')).map((row) => ({
      label: row.querySelector('dt')?.textContent ?? '',
      value: row.querySelector('dd')?.firstChild?.textContent ?? '',
      check: row.querySelector('.receipt-reading__check') !== null,
    })),
  );
  const panel: PanelReading = {};
  for (const r of rows) {
    const field = LABELS[r.label];
    if (field) panel[field] = { value: r.value.trim(), check: r.check };
  }
  const failed = await page.getByText(/could not be read|needs a connection/).count();
  const amount = await page.getByLabel(/^Amount\b/).inputValue();
  const longestTaskMs = await page.evaluate(
    () => (window as unknown as { benchLongest: number }).benchLongest,
  );
  return {
    ms,
    outcome: failed > 0 ? 'failed' : rows.length > 0 ? 'read' : 'nothing',
    panel,
    amount,
    longestTaskMs,
    steps: await stepsOf(page),
  };
}
