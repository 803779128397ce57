import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { browserCookies } from '../lib/browser-cookies';
import { row, type SectionResult } from '../lib/report';
import { kb, median, ms, round } from '../lib/stats';
import { MIRRORED_LIST_PATHS } from '../../tests/fixtures/mirrored-lists';

const RUNS = Number(process.env.BENCH_ONLINE_START_RUNS ?? 5);
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Issue 25 item 2: a start where nothing changed costs this share of a full refresh's bytes. */
const BYTES_SHARE_BUDGET = 0.05;
/** No request or IndexedDB write for this long: the start has settled. */
const QUIET_MS = 750;
/**
 * The last mirror the background refresh reads (src/api/mirrors.ts), 1.5 s after the first
 * screen: the start is over only once it has answered.
 */
const LAST_MIRROR = '/api/user/banks';
/**
 * The start's one check (src/offline/mirrors/check.ts): its 304 says every mirror stands, and the
 * start asks nothing more.
 */
const MIRRORS_CHECK = '/api/customer/mirrors';
/** The signed-in lists, which answer ETags. */
const LISTS = new Set(MIRRORED_LIST_PATHS);

/** The customer's own device database, which holds the mirrors, their stamps and the outbox. */
const customerDb = (customerId: string) => `cargo-${customerId}`;

/**
 * Counts, in the page, every row IndexedDB is asked to write (put, add), delete or clear, per
 * database and store ('database/store'), before any of the portal's code runs.
 */
function countWrites(): void {
  const counts: Record<string, number> = {};
  (window as unknown as { __idbWrites: Record<string, number> }).__idbWrites = counts;
  const proto = IDBObjectStore.prototype;
  for (const method of ['put', 'add', 'delete', 'clear'] as const) {
    const original = proto[method] as (...args: unknown[]) => IDBRequest;
    proto[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      const key = `${this.transaction.db.name}/${this.name}`;
      counts[key] = (counts[key] ?? 0) + 1;
      return original.apply(this, args);
    } as never;
  }
}

type Start = {
  /** Each API answer as 'status path', in the order they came. */
  answers: string[];
  requests: number;
  notModified: number;
  /** Headers and bodies as they came over the wire. */
  bytes: number;
  /** The bodies alone (encoded). */
  bodyBytes: number;
  /** The signed-in lists' answers alone (headers and bodies). */
  listBytes: number;
  /** Rows written to the customer's device database (the sign-in's own small one apart). */
  rowsWritten: number;
  writesByStore: Record<string, number>;
  mainThreadMs: number;
};

/** Seconds of main-thread tasks the page's renderer has run (Chromium's own counter). */
async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/**
 * One online start of the dashboard: navigation until the background refresh has read its last
 * mirror (or the start's check said every mirror stands) and no API request or IndexedDB write has happened for QUIET_MS. Counts the API requests, their 304s, the bytes that came back (headers
 * and body as sent), the rows written to the customer's device database and the renderer's
 * main-thread time.
 */
async function onlineStart(
  page: Page,
  cdp: CDPSession,
  url: string,
  customerId: string,
): Promise<Start> {
  let requests = 0;
  let notModified = 0;
  let inFlight = 0;
  let lastActivity = performance.now();
  type Size = { wire: number; body: number; list: boolean };
  const sizes: Promise<Size>[] = [];
  const answers: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    requests += 1;
    inFlight += 1;
    lastActivity = performance.now();
  };
  const onDone = (request: {
    url: () => string;
    sizes: () => Promise<{ responseBodySize: number; responseHeadersSize: number }>;
    response: () => Promise<{ status: () => number } | null>;
  }) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    inFlight -= 1;
    lastActivity = performance.now();
    sizes.push(
      Promise.all([request.sizes(), request.response()]).then(([s, r]) => {
        const path = new URL(request.url()).pathname;
        answers.push(
          `${r?.status() ?? 'failed'} ${path} ${s.responseHeadersSize}+${s.responseBodySize}`,
        );
        if (r?.status() === 304) notModified += 1;
        const wire = s.responseBodySize + s.responseHeadersSize;
        return { wire, body: s.responseBodySize, list: LISTS.has(path) };
      }),
    );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    // Read once the new document has committed: its renderer may be a new process whose counter
    // starts again, or the same one carrying on.
    await page.goto(url, { waitUntil: 'commit' });
    const before = await taskSeconds(cdp);
    let writes = '';
    for (;;) {
      await page.waitForTimeout(100);
      const now = JSON.stringify(
        await page.evaluate(() => (window as unknown as { __idbWrites?: unknown }).__idbWrites),
      );
      if (now !== writes) {
        writes = now;
        lastActivity = performance.now();
      }
      const warmed = answers.some(
        (a) => a.includes(` ${LAST_MIRROR} `) || a.startsWith(`304 ${MIRRORS_CHECK} `),
      );
      if (warmed && inFlight === 0 && performance.now() - lastActivity >= QUIET_MS) break;
    }
    const after = await taskSeconds(cdp);
    const writesByStore = JSON.parse(writes || '{}') as Record<string, number>;
    const all = await Promise.all(sizes);
    const total = (pick: (s: Size) => number) => all.reduce((sum, s) => sum + pick(s), 0);
    return {
      answers,
      requests,
      notModified,
      bytes: total((s) => s.wire),
      bodyBytes: total((s) => s.body),
      listBytes: total((s) => (s.list ? s.wire : 0)),
      rowsWritten: Object.entries(writesByStore)
        .filter(([key]) => key.startsWith(`${customerDb(customerId)}/`))
        .reduce((sum, [, n]) => sum + n, 0),
      writesByStore,
      mainThreadMs: (after - before) * 1000,
    };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/** Ages every mirror's stamp by a minute: the customer comes back later, not within 30 s. */
async function comeBackLater(page: Page, customerId: string): Promise<void> {
  await page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('meta', 'readwrite');
      const store = tx.objectStore('meta');
      const all = store.getAll();
      all.onsuccess = () => {
        for (const row of all.result as { updatedAt?: number }[]) {
          if (typeof row.updatedAt === 'number')
            store.put({ ...row, updatedAt: row.updatedAt - 60_000 });
        }
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, customerDb(customerId));
}

/**
 * Empties every store of the customer's device database (the mirrors, their stamps and tags; the
 * bench customer has nothing waiting to send): the next start reads each mirror in full.
 */
async function forgetMirrors(page: Page, customerId: string): Promise<void> {
  await page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const stores = Array.from(db.objectStoreNames);
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(stores, 'readwrite');
      for (const store of stores) tx.objectStore(store).clear();
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, customerDb(customerId));
}

const summary = (starts: Start[]) => ({
  requests: median(starts.map((s) => s.requests)) ?? 0,
  notModified: median(starts.map((s) => s.notModified)) ?? 0,
  bytes: median(starts.map((s) => s.bytes)) ?? 0,
  bodyBytes: median(starts.map((s) => s.bodyBytes)) ?? 0,
  listBytes: median(starts.map((s) => s.listBytes)) ?? 0,
  rowsWritten: median(starts.map((s) => s.rowsWritten)) ?? 0,
  mainThreadMs: median(starts.map((s) => s.mainThreadMs)) ?? 0,
});

const describe = (s: ReturnType<typeof summary>) =>
  `${s.requests} requests (${s.notModified} × 304), ${kb(s.bytes)} (bodies ${kb(s.bodyBytes)}, ` +
  `lists ${kb(s.listBytes)}), ` +
  `${s.rowsWritten} rows written, ${ms(s.mainThreadMs)} main thread`;

/**
 * Issue 25 item 2: the demo customer opens the portal online again with nothing changed since
 * the last visit, at Lighthouse's 4x CPU. Against it, the full refresh every start used to be:
 * the same start with the mirrors emptied. RUNS of each, interleaved, medians.
 */
export async function benchOnlineStart(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  customerId: string,
): Promise<SectionResult> {
  const S = 'Online start, nothing changed';
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies(browserCookies(cookie, baseUrl));
  await context.addInitScript(countWrites);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const url = `${baseUrl}/portal`;
  try {
    await cdp.send('Performance.enable');
    // The first visit signs the device in, fills every mirror and installs the service worker.
    await onlineStart(page, cdp, url, customerId);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const full: Start[] = [];
    const unchanged: Start[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await forgetMirrors(page, customerId);
      full.push(await onlineStart(page, cdp, url, customerId));
      await comeBackLater(page, customerId);
      unchanged.push(await onlineStart(page, cdp, url, customerId));
    }
    const f = summary(full);
    const u = summary(unchanged);
    const share = f.bytes > 0 ? u.bytes / f.bytes : 0;
    const bodyShare = f.bodyBytes > 0 ? u.bodyBytes / f.bodyBytes : 0;
    const listShare = f.listBytes > 0 ? u.listBytes / f.listBytes : 0;
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    return {
      rows: [
        row(S, 'full refresh (device database empty)', describe(f)),
        row(S, 'nothing changed', describe(u)),
        row(
          S,
          'bytes, nothing changed / full refresh',
          `${pct(share)} (bodies ${pct(bodyShare)}; the lists alone ${pct(listShare)})`,
          `≤ ${BYTES_SHARE_BUDGET * 100}%`,
          share <= BYTES_SHARE_BUDGET,
        ),
        row(
          S,
          "rows written to the customer's device database, nothing changed",
          String(u.rowsWritten),
          '0',
          u.rowsWritten === 0,
        ),
      ],
      figures: {
        cpuSlowdown: CPU_SLOWDOWN,
        runs: RUNS,
        full: { ...f, bytesShare: 1, starts: full },
        unchanged: {
          ...u,
          bytesShare: round(share, 4),
          bodyBytesShare: round(bodyShare, 4),
          listBytesShare: round(listShare, 4),
          starts: unchanged,
        },
      },
    };
  } finally {
    await context.close();
  }
}
