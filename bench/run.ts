import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { preparePglite, preparePostgres, COUNTS } from './lib/backends';
import { viteBuild, type BuildOutcome } from './lib/build-run';
import { launchChromium } from '../scripts/chromium';
import {
  freePort,
  ROOT,
  startBenchServer,
  startProc,
  waitForOk,
  WORK,
  type Proc,
} from './lib/proc';
import { settle, withLoad } from './lib/load';
import { failedSection, formatTable, missing, type Row, type SectionResult } from './lib/report';
import { BENCH_VEHICLE } from './lib/seed';
import { benchApi } from './sections/api';
import { benchBundle } from './sections/bundle';
import { portalPages } from './lib/routes';
import { benchAxe } from './sections/axe';
import { benchLighthouse } from './sections/lighthouse';
import { benchEngines } from './sections/engines';
import { benchOfflineStart } from './sections/offline';
import { benchOnlineStart } from './sections/online-start';
import { signIn } from './lib/api-client';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/seed/demo-customer';
import { benchReceipts } from './sections/receipts';
import { benchReceiptReading } from './sections/receipt-reading';
import { benchStart } from './sections/start';

/**
 * `npm run bench`: every performance figure of issue 6 in one run, one table, bench/results.json.
 * Sections whose feature is not built yet say 'n/a (…)' and the run goes on.
 */
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const sections: Record<string, SectionResult> = {};
const began = performance.now();
const log = (message: string) =>
  console.error(`[bench ${((performance.now() - began) / 1000).toFixed(0)} s] ${message}`);

async function section(name: string, work: () => Promise<SectionResult>): Promise<void> {
  const start = await settle();
  log(`${name} (load average ${start.toFixed(2)})`);
  let result: SectionResult;
  try {
    result = await work();
  } catch (error) {
    result = failedSection(name, error);
    log(`${name} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  sections[name] = withLoad(name, result, start, os.loadavg()[0] ?? 0);
}

async function startBare(): Promise<{ url: string; pid: number | undefined; proc: Proc }> {
  const port = await freePort();
  const proc = startProc(['--import', 'tsx', 'bench/bare-server.ts'], {
    ...process.env,
    PORT: String(port),
    BARE_DATABASE_URL: PG_URL,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/bare`, proc);
  return { url, pid: proc.child.pid, proc };
}

/**
 * The demo customer with its year of history (seeded as server/main.ts does) on a server of its
 * own, signed in through the API, opening the portal again with nothing changed.
 */
async function onlineStartSection(distDir: string): Promise<SectionResult> {
  const dataDir = path.join(WORK, 'online-start-data');
  await rm(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({
    dataDir,
    distDir,
    env: { BENCH_DEMO_LIFE: '1' },
    // The demo history goes through the routes before the server listens.
    readyTimeoutMs: 300_000,
  });
  try {
    const session = await signIn(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
    const browser = await launchChromium();
    try {
      return await benchOnlineStart(browser, server.baseUrl, session.cookie, session.customerId);
    } finally {
      await browser.close();
    }
  } finally {
    await server.proc.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The floor build served by the same server code as the portal (headers, compression, shell), on
 * a server of its own under /portal; null when the floor did not build.
 */
async function withFloorServer<T>(
  floor: BuildOutcome,
  work: (floorUrl: string | null) => Promise<T>,
): Promise<T> {
  if (!floor.ok) return work(null);
  const dataDir = path.join(WORK, 'floor-data');
  await rm(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({ dataDir, distDir: floor.outDir });
  try {
    return await work(`${server.baseUrl}/portal/`);
  } finally {
    await server.proc.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresReachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Every section, in the order of the table. */
const ORDER = [
  'Bundle',
  'Lighthouse',
  'Axe',
  'Offline start',
  'Engines',
  'Online start',
  'API pglite',
  'API postgres',
  'Receipts',
  'Receipt reading',
  'Start',
] as const;
type SectionName = (typeof ORDER)[number];

/**
 * BENCH_SECTIONS=Bundle,Lighthouse runs only those sections (names as in the table, any case), so
 * one budget can be followed without the API load tests occupying the machine. Unset: all.
 */
function selectedSections(): Set<SectionName> {
  const raw = process.env.BENCH_SECTIONS?.trim();
  if (!raw) return new Set(ORDER);
  const chosen = new Set<SectionName>();
  for (const part of raw.split(',')) {
    const wanted = part.trim().toLowerCase();
    if (!wanted) continue;
    const name = ORDER.find((n) => n.toLowerCase() === wanted);
    if (!name) {
      throw new Error(
        `BENCH_SECTIONS: unknown section '${part.trim()}' (one of: ${ORDER.join(', ')})`,
      );
    }
    chosen.add(name);
  }
  if (chosen.size === 0) throw new Error('BENCH_SECTIONS names no section');
  return chosen;
}

/**
 * BENCH_PAGES=review,receipt keeps the Lighthouse and Axe pages whose path contains one of the
 * words, to follow one page's figures without measuring all of them; a word starting with '='
 * keeps only the page with exactly that path (=/portal is the dashboard alone). Unset: every page.
 */
function chosenPages<P extends { path: string }>(pages: P[]): P[] {
  const words = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return pages;
  const kept = pages.filter((p) =>
    words.some((w) => (w.startsWith('=') ? p.path === w.slice(1) : p.path.includes(w))),
  );
  if (kept.length === 0) throw new Error(`BENCH_PAGES: no page path contains ${words.join(', ')}`);
  return kept;
}

async function main(): Promise<void> {
  const selected = selectedSections();
  const partial = selected.size < ORDER.length;
  const wants = (...names: SectionName[]) => names.some((n) => selected.has(n));
  if (partial) log(`sections: ${[...selected].join(', ')}`);
  await mkdir(WORK, { recursive: true });
  const loadBefore = os.loadavg();

  // The portal build is served to the browser sections; the floor to Bundle and Lighthouse.
  const skipped: BuildOutcome = { ok: false, error: 'not built: section not selected' };
  const browserSections = wants(
    'Lighthouse',
    'Axe',
    'Offline start',
    'Engines',
    'Receipts',
    'Receipt reading',
  );
  log(partial ? 'vite build: what the selected sections need' : 'vite build: portal and floor');
  const app = wants('Bundle', 'Online start') || browserSections ? await viteBuild('app') : skipped;
  const floor = wants('Bundle', 'Lighthouse') ? await viteBuild('floor') : skipped;
  if (wants('Bundle')) await section('Bundle', () => benchBundle(app, floor));

  const bare = wants('API pglite', 'API postgres') ? await startBare() : null;
  try {
    // Embedded database: API, then the browser figures against the same server and customer.
    const dataDir = path.join(WORK, 'pglite-data');
    let prepared: Awaited<ReturnType<typeof preparePglite>> | null = null;
    if (wants('API pglite') && bare) {
      await section('API pglite', async () => {
        prepared = await preparePglite(dataDir);
        const server = await startBenchServer({ dataDir });
        try {
          return await benchApi(
            'pglite',
            { baseUrl: server.baseUrl, pid: server.proc.child.pid },
            prepared.session.cookie,
            bare,
          );
        } finally {
          await server.proc.stop();
        }
      });
    } else if (browserSections) {
      // The browser sections still need the bench customer the API section would have made.
      log('bench customer (embedded database)');
      try {
        prepared = await preparePglite(dataDir);
      } catch (error) {
        log(
          `bench customer failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
    }

    const ready = prepared as Awaited<ReturnType<typeof preparePglite>> | null;
    if (browserSections && ready && app.ok) {
      const server = await startBenchServer({ dataDir, distDir: app.outDir });
      try {
        const { cookie } = ready.session;
        const pages = wants('Lighthouse', 'Axe')
          ? chosenPages(await portalPages(server.baseUrl, cookie, ready.seeded.inviteToken))
          : [];
        if (wants('Lighthouse')) {
          await section('Lighthouse', () =>
            withFloorServer(floor, (floorUrl) =>
              benchLighthouse(server.baseUrl, cookie, pages, floorUrl),
            ),
          );
        }
        if (wants('Axe')) {
          const browser = await launchChromium();
          try {
            await section('Axe', () => benchAxe(browser, server.baseUrl, cookie, pages));
          } finally {
            await browser.close();
          }
        }
        if (wants('Engines')) {
          const needles = [BENCH_VEHICLE.name, BENCH_VEHICLE.model, BENCH_VEHICLE.registration];
          await section('Engines', () =>
            benchEngines(server.baseUrl, ready.session, ready.seeded.vehicleIds[0] ?? '', needles),
          );
        }
        if (wants('Offline start', 'Receipts', 'Receipt reading')) {
          const browser = await launchChromium();
          try {
            const needles = [BENCH_VEHICLE.name, BENCH_VEHICLE.model, BENCH_VEHICLE.registration];
            if (wants('Offline start')) {
              await section('Offline start', () =>
                benchOfflineStart(browser, server.baseUrl, cookie, needles),
              );
            }
            if (wants('Receipts')) {
              await section('Receipts', () =>
                benchReceipts(browser, server.baseUrl, cookie, ready.seeded.vehicleIds[0] ?? ''),
              );
            }
            if (wants('Receipt reading')) {
              await section('Receipt reading', () =>
                benchReceiptReading(browser, server.baseUrl, cookie),
              );
            }
          } finally {
            await browser.close();
          }
        }
      } finally {
        await server.proc.stop();
      }
    } else if (browserSections) {
      const why = app.ok ? 'no bench customer' : 'portal build failed';
      for (const name of [
        'Lighthouse',
        'Axe',
        'Offline start',
        'Engines',
        'Receipts',
        'Receipt reading',
      ] as const) {
        if (selected.has(name))
          sections[name] = { rows: [missing(name, 'whole section', why)], figures: {} };
      }
    }
    await rm(dataDir, { recursive: true, force: true });

    if (wants('Online start')) {
      if (app.ok) await section('Online start', () => onlineStartSection(app.outDir));
      else
        sections['Online start'] = {
          rows: [missing('Online start', 'whole section', 'portal build failed')],
          figures: {},
        };
    }

    if (wants('Start')) await section('Start', () => benchStart());

    if (wants('API postgres') && bare) {
      const pgProblem = await postgresReachable(PG_URL);
      if (pgProblem) {
        sections['API postgres'] = {
          rows: [missing('API postgres', 'whole section', `PostgreSQL unreachable: ${pgProblem}`)],
          figures: {},
        };
      } else {
        await section('API postgres', async () => {
          const bench = await preparePostgres(PG_URL, path.join(WORK, 'pg-data'));
          try {
            return await benchApi(
              'postgres',
              { baseUrl: bench.server.baseUrl, pid: bench.server.proc.child.pid },
              bench.session.cookie,
              bare,
            );
          } finally {
            await bench.server.proc.stop();
            await bench.drop();
          }
        });
      }
    }
  } finally {
    await bare?.proc.stop();
  }

  const order = ORDER.filter((name) => selected.has(name));
  const rows: Row[] = order.flatMap((name) => sections[name]?.rows ?? []);
  const table = formatTable(rows);
  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cores: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: {
      before: loadBefore.map((v) => v.toFixed(2)),
      after: os.loadavg().map((v) => v.toFixed(2)),
    },
    durationSeconds: Math.round((performance.now() - began) / 1000),
    data: COUNTS,
    ...(partial ? { selectedSections: order } : {}),
    rows,
    sections: Object.fromEntries(order.map((name) => [name, sections[name]?.figures ?? null])),
  };
  // bench/results.json is the record of a full run; a partial one must not replace it.
  const output = partial
    ? path.join(WORK, 'partial-results.json')
    : path.join(ROOT, 'bench', 'results.json');
  await writeFile(output, `${JSON.stringify(results, null, 2)}\n`);
  console.log(table);
  console.log(
    `\n${results.cores} cores (${results.cpu}), node ${results.node}, ${results.durationSeconds} s, load ${results.loadAverage.before.join(' ')}; figures are medians. Written to ${path.relative(ROOT, output)}.`,
  );
}

await main();
// Lighthouse and pg leave handles open; everything the bench started has been stopped.
process.exit(0);
