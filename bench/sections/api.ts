import autocannon from 'autocannon';
import { call } from '../lib/api-client';
import { missing, row, type Row, type SectionResult } from '../lib/report';
import { cpuMs } from '../lib/proc';
import { median, round } from '../lib/stats';

export const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 2);
const RUNS = Number(process.env.BENCH_API_RUNS ?? 3);
/** Issue 15: each signed-in list reaches half of a bare route that makes two round trips. */
const LIST_CEILING_SHARE_BUDGET = 0.5;
/** Issue 25: a list answering 304 to the ETag it gave reaches 70% of that ceiling. */
const NOT_MODIFIED_CEILING_SHARE_BUDGET = 0.7;
const LIST_P99_BUDGET_MS = 25;

type Route = {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  list: boolean;
};

const page = { offset: 0, next: 7 };
const list = (path: string, body?: unknown): Route => ({
  label: `POST ${path}`,
  method: 'POST',
  path,
  ...(body === undefined ? {} : { body }),
  list: true,
});

export const ROUTES: Route[] = [
  { label: 'GET /api/customer/user', method: 'GET', path: '/api/customer/user', list: false },
  // Every signed-in list the portal reads, in one run against the same ceiling.
  list('/api/customer/vehicles', page),
  list('/api/customer/payments/logs', page),
  list('/api/customer/subscription/logs', page),
  list('/api/customer/monthly/expenses', page),
  list('/api/customer/cards'),
  list('/api/user/banks'),
  list('/api/customer/subscribed/vehicles'),
  // The start's one check: one statement like a list's, and held to the same budgets.
  { label: 'GET /api/customer/mirrors', method: 'GET', path: '/api/customer/mirrors', list: true },
];

export type Run = {
  rps: number;
  p99: number;
  non2xx: number;
  /** 304 answers (counted in non2xx too): what a request with a matching If-None-Match expects. */
  notModified: number;
  cpuMsPerRequest: number | null;
};
export type Load = { rps: number; p99: number; cpuMsPerRequest: number | null; runs: Run[] };

/**
 * Waits for one answer from `url`: requests still queued from a finished run (PGlite serves one
 * query at a time) are worked off before the next run starts, so no run pays for the previous.
 */
async function drain(url: string): Promise<void> {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  } catch {
    // The run after this one will show it.
  }
}

/** Warm up, then RUNS bounded autocannon runs; medians of requests/s and p99. */
export async function load(
  pid: number | undefined,
  drainUrl: string,
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: unknown,
): Promise<Load> {
  const opts = {
    url,
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    connections: CONNECTIONS,
  };
  await autocannon({ ...opts, duration: 1 });
  await drain(drainUrl);
  const runs: Load['runs'] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const cpuBefore = cpuMs(pid);
    const result = await autocannon({ ...opts, duration: SECONDS });
    await drain(drainUrl);
    const cpuAfter = cpuMs(pid);
    runs.push({
      rps: result.requests.average,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors + result.timeouts,
      notModified: result['3xx'],
      cpuMsPerRequest:
        // Every request sent was served by the time drain() returned, answered in time or not.
        cpuBefore === null || cpuAfter === null || result.requests.sent === 0
          ? null
          : round((cpuAfter - cpuBefore) / result.requests.sent, 3),
    });
  }
  return {
    rps: median(runs.map((r) => r.rps)) ?? 0,
    p99: median(runs.map((r) => r.p99)) ?? 0,
    cpuMsPerRequest: median(
      runs.flatMap((r) => (r.cpuMsPerRequest === null ? [] : [r.cpuMsPerRequest])),
    ),
    runs,
  };
}

const fmt = (l: Load) =>
  `${Math.round(l.rps).toLocaleString('en-AU')} req/s, p99 ${l.p99} ms` +
  (l.cpuMsPerRequest === null ? '' : `, ${l.cpuMsPerRequest.toFixed(2)} ms CPU/req`);

/**
 * One backend: the bare Fastify route, then each portal route against it. A route that answers
 * 404 is not built yet: the table says so and the run goes on.
 */
export async function benchApi(
  backend: 'pglite' | 'postgres',
  server: { baseUrl: string; pid: number | undefined },
  cookie: string,
  bare: { url: string; pid: number | undefined },
): Promise<SectionResult> {
  const S = `API ${backend}`;
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    runs: RUNS,
  };
  const { baseUrl } = server;
  const bareLoad = await load(bare.pid, `${bare.url}/bare`, `${bare.url}/bare`, 'GET', {});
  figures.bare = bareLoad;
  rows.push(row(S, 'bare Fastify route', fmt(bareLoad)));
  const pg = backend === 'postgres';
  if (pg) {
    for (const trips of [1, 2]) {
      const url = `${bare.url}/bare-db/${trips}`;
      const floor = await load(bare.pid, url, url, 'GET', {});
      const share = bareLoad.rps > 0 ? floor.rps / bareLoad.rps : 0;
      figures[`bareDb${trips}`] = { ...floor, shareOfBare: round(share, 3) };
      const label = `bare route + ${trips} PostgreSQL round trip${trips > 1 ? 's' : ''}`;
      const failed = floor.runs.some((r) => r.non2xx > 0);
      rows.push(
        row(
          S,
          label,
          `${fmt(floor)} (${Math.round(share * 100)}% of bare)${failed ? ' with errors' : ''}`,
        ),
      );
    }
  }
  const ceiling = figures.bareDb2 as Load | undefined;
  for (const route of ROUTES) {
    const budget =
      route.list && pg ? `≥ 50% of bare + 2 round trips, p99 < ${LIST_P99_BUDGET_MS} ms` : '';
    const probe = await call(baseUrl, route.method, route.path, { cookie, body: route.body });
    if (probe.status === 404) {
      rows.push(missing(S, route.label, 'route missing', budget));
      figures[route.path] = { missing: true };
      continue;
    }
    if (probe.status !== 200) {
      rows.push(
        missing(S, route.label, `HTTP ${probe.status}: ${probe.body.message ?? ''}`, budget),
      );
      figures[route.path] = { status: probe.status, message: probe.body.message };
      continue;
    }
    const result = await load(
      server.pid,
      `${baseUrl}/api/health`,
      `${baseUrl}${route.path}`,
      route.method,
      { cookie, origin: baseUrl },
      route.body,
    );
    const share = bareLoad.rps > 0 ? result.rps / bareLoad.rps : 0;
    const ofCeiling = ceiling && ceiling.rps > 0 ? result.rps / ceiling.rps : null;
    const rowsReturned = Array.isArray(probe.body.data) ? probe.body.data.length : null;
    figures[route.path] = {
      ...result,
      shareOfBare: round(share, 3),
      shareOfCeiling: ofCeiling === null ? null : round(ofCeiling, 3),
      rowsReturned,
    };
    const failed = result.runs.some((r) => r.non2xx > 0);
    const shares =
      `${Math.round(share * 100)}% of bare` +
      (ofCeiling === null ? '' : `, ${Math.round(ofCeiling * 100)}% of the ceiling`);
    rows.push(
      row(
        S,
        route.label,
        `${fmt(result)} (${shares})${failed ? ' with errors' : ''}`,
        budget,
        route.list && pg && ofCeiling !== null
          ? ofCeiling >= LIST_CEILING_SHARE_BUDGET && result.p99 < LIST_P99_BUDGET_MS && !failed
          : null,
      ),
    );
    // The same list asked with the ETag it answered: a 304 every time, no page built.
    const etag = route.list ? probe.etag : null;
    if (route.list && !etag) {
      rows.push(missing(S, `${route.label}, If-None-Match`, 'no ETag answered'));
    } else if (etag) {
      const unchanged = await load(
        server.pid,
        `${baseUrl}/api/health`,
        `${baseUrl}${route.path}`,
        route.method,
        { cookie, origin: baseUrl, 'if-none-match': etag },
        route.body,
      );
      const share304 = ceiling && ceiling.rps > 0 ? unchanged.rps / ceiling.rps : null;
      const allNotModified = unchanged.runs.every((r) => r.non2xx === r.notModified);
      figures[`${route.path} If-None-Match`] = {
        ...unchanged,
        shareOfCeiling: share304 === null ? null : round(share304, 3),
      };
      const budget304 = pg
        ? `≥ ${NOT_MODIFIED_CEILING_SHARE_BUDGET * 100}% of bare + 2 round trips, p99 < ${LIST_P99_BUDGET_MS} ms`
        : '';
      rows.push(
        row(
          S,
          `${route.label}, If-None-Match (304)`,
          `${fmt(unchanged)}` +
            (share304 === null ? '' : ` (${Math.round(share304 * 100)}% of the ceiling)`) +
            (allNotModified ? '' : ' not all 304'),
          budget304,
          pg && share304 !== null
            ? share304 >= NOT_MODIFIED_CEILING_SHARE_BUDGET &&
                unchanged.p99 < LIST_P99_BUDGET_MS &&
                allNotModified
            : null,
        ),
      );
    }
  }
  return { rows, figures };
}
