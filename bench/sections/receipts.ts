import type { Browser } from 'playwright-core';
import { call } from '../lib/api-client';
import { browserCookies } from '../lib/browser-cookies';
import { missing, row, type Row, type SectionResult } from '../lib/report';
import { kb, median, ms, round } from '../lib/stats';

const DOWNSCALE_RUNS = Number(process.env.BENCH_DOWNSCALE_RUNS ?? 5);
const SEND_RUNS = Number(process.env.BENCH_SEND_RUNS ?? 2);
const CLAIMS = 20;
const STORED_BUDGET = 700 * 1024;

type Downscale = { photoBytes: number; storedBytes: number; times: number[] };
type Send = {
  ms: number;
  status: string;
  sent: number;
  needsAttention: number;
  errors: string[];
  receiptBytes: number;
};
type BenchApi = {
  downscale(runs: number): Promise<Downscale>;
  send(customerId: string, vehicleId: string, count: number): Promise<Send>;
};

/**
 * In Chromium, on the bench page (bench/receipts-page, same origin as the API): the expenses
 * downscale (prepareReceipt) on a 12 MP photo, and the outbox sender delivering 20 queued claims
 * (20 uploads + 20 keyed POSTs) to the local server.
 */
export async function benchReceipts(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  customerId: string,
  vehicleId: string,
  pageBuilt: boolean,
): Promise<SectionResult> {
  const S = 'Receipts';
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};
  if (!pageBuilt) {
    return {
      rows: [missing(S, 'downscale 12 MP photo', 'bench page did not build', '≤ 700 KB stored')],
      figures: { missing: true },
    };
  }
  const context = await browser.newContext();
  await context.addCookies(browserCookies(cookie, baseUrl));
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/bench-page/index.html`);
    await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 20_000 });
    const down = await page.evaluate(
      (runs) => (window as unknown as { bench: BenchApi }).bench.downscale(runs),
      DOWNSCALE_RUNS,
    );
    const downMs = median(down.times) ?? 0;
    figures.downscale = {
      ...down,
      times: down.times.map((t) => round(t, 1)),
      medianMs: round(downMs, 1),
    };
    rows.push(row(S, 'downscale 12 MP photo', `${ms(downMs)} (photo ${kb(down.photoBytes)})`));
    rows.push(
      row(
        S,
        'stored receipt size',
        kb(down.storedBytes),
        '≤ 700 KB',
        down.storedBytes <= STORED_BUDGET,
      ),
    );

    const upload = await call(baseUrl, 'POST', '/api/file/group/items/upload', { cookie });
    const claim = await call(baseUrl, 'POST', '/api/usermonthlyexpense', { cookie, body: {} });
    if (upload.status === 404 || claim.status === 404) {
      const which = upload.status === 404 ? 'upload' : 'claim';
      rows.push(missing(S, `send ${CLAIMS} queued claims`, `${which} route missing`));
      figures.send = { missing: which };
      return { rows, figures };
    }
    const sends: Send[] = [];
    for (let i = 0; i < SEND_RUNS; i += 1) {
      sends.push(
        await page.evaluate(
          ([c, v, n]) => (window as unknown as { bench: BenchApi }).bench.send(c, v, n),
          [customerId, vehicleId, CLAIMS] as [string, string, number],
        ),
      );
    }
    const sendMs = median(sends.map((s) => s.ms)) ?? 0;
    figures.send = sends.map((s) => ({ ...s, ms: round(s.ms, 1) }));
    const complete = sends.every((s) => s.sent === CLAIMS);
    rows.push(
      complete
        ? row(S, `send ${CLAIMS} queued claims`, `${ms(sendMs)} (${ms(sendMs / CLAIMS)} per claim)`)
        : missing(
            S,
            `send ${CLAIMS} queued claims`,
            `sent ${sends.map((s) => s.sent).join('/')}: ${sends[0]?.status} ${sends[0]?.errors.join(' ') ?? ''}`.slice(
              0,
              160,
            ),
          ),
    );
    return { rows, figures };
  } finally {
    await context.close();
  }
}
