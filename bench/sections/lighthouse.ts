import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { missing, row, type Row, type SectionResult } from '../lib/report';
import { FLOOR_BUDGET, judgeAgainstFloor } from '../lib/floor-budget';
import type { BenchPage } from '../lib/routes';
import { kb, median } from '../lib/stats';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
/** Accessibility and best practices do not depend on the host: judged absolutely. */
const ABSOLUTE: Category[] = ['accessibility', 'best-practices'];

type Lhr = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: unknown[] };
    }
  >;
};

/**
 * Audits that cost points: in accessibility and best practices anything scored below 1; in
 * performance the weighted metrics under 0.9 and the insights that say there is time to save.
 */
function failing(lhr: Lhr, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) return false;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return false;
      if (category === 'performance') {
        return ref.weight > 0 ? audit.score < 0.9 : audit.score < 0.5;
      }
      return audit.score < 1;
    })
    .map((ref) => ref.id);
}

type Measured = {
  finalUrl: string;
  error: string;
  scores: Record<Category, number[]>;
  fails: Record<Category, Set<string>>;
  metrics: Record<string, number[]>;
  /** What each failing audit points at (first items of its details), for the owners. */
  evidence: Record<string, string[]>;
  /** Main-thread ms per kind of work (script evaluation, parse/compile, style/layout…) per run. */
  mainThread: Record<string, number[]>;
  /** Main-thread ms per script (evaluation + parse/compile) per run, by file name. */
  byScript: Record<string, number[]>;
};

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Lighthouse on one address, `runs` times, into `into` (so runs can be added later). */
async function measure(
  port: number,
  url: string,
  headers: Record<string, string> | undefined,
  runs: number,
  into: Measured,
): Promise<void> {
  // A run that fails to record (Chromium's NO_NAVSTART now and then) is retried, twice at most.
  let done = 0;
  for (let attempt = 0; done < runs && attempt < runs + 2; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    const lhr = result?.lhr as Lhr | undefined;
    if (!lhr || lhr.runtimeError) {
      into.error = lhr?.runtimeError?.message ?? 'no result';
      continue;
    }
    done += 1;
    into.finalUrl = lhr.finalDisplayedUrl;
    for (const c of CATEGORIES) {
      const score = lhr.categories[c]?.score;
      if (typeof score === 'number') into.scores[c].push(score);
      for (const id of failing(lhr, c)) {
        into.fails[c].add(id);
        const items = lhr.audits[id]?.details?.items ?? [];
        into.evidence[id] = items.slice(0, 4).map((item) => JSON.stringify(item).slice(0, 240));
      }
    }
    const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
      resourceType?: string;
      transferSize?: number;
    }[];
    // Everything the page load fetched, lazy chunks included, as sent (brotli).
    (into.metrics['script-transfer-bytes'] ??= []).push(
      requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    );
    for (const id of METRICS) {
      const v = lhr.audits[id]?.numericValue;
      if (typeof v === 'number') (into.metrics[id] ??= []).push(v);
    }
    const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) as {
      groupLabel?: string;
      duration?: number;
    }[];
    for (const item of work) {
      (into.mainThread[item.groupLabel ?? 'other'] ??= []).push(Math.round(item.duration ?? 0));
    }
    const boot = (lhr.audits['bootup-time']?.details?.items ?? []) as {
      url?: string;
      scripting?: number;
      scriptParseCompile?: number;
    }[];
    for (const item of boot) {
      const name = (item.url ?? '').replace(/^.*\//, '') || 'other';
      (into.byScript[name] ??= []).push(
        Math.round((item.scripting ?? 0) + (item.scriptParseCompile ?? 0)),
      );
    }
  }
}

const empty = (): Measured => ({
  finalUrl: '',
  error: '',
  scores: { performance: [], accessibility: [], 'best-practices': [] },
  fails: { performance: new Set(), accessibility: new Set(), 'best-practices': new Set() },
  metrics: {},
  evidence: {},
  mainThread: {},
  byScript: {},
});

const medianOf = (m: Measured, id: string): number | null => median(m.metrics[id] ?? []);

function figuresOf(m: Measured): Record<string, unknown> {
  return {
    finalUrl: m.finalUrl,
    scores: m.scores,
    median: Object.fromEntries(CATEGORIES.map((c) => [c, median(m.scores[c])])),
    failingAudits: Object.fromEntries(CATEGORIES.map((c) => [c, [...m.fails[c]]])),
    evidence: m.evidence,
    metricsMedian: Object.fromEntries(
      Object.entries(m.metrics).map(([id, v]) => [
        id,
        id === 'cumulative-layout-shift'
          ? Math.round((median(v) ?? 0) * 1000) / 1000
          : Math.round(median(v) ?? 0),
      ]),
    ),
    mainThreadMedianMs: medians(m.mainThread),
    byScriptMedianMs: medians(m.byScript),
    ...(m.error ? { error: m.error } : {}),
  };
}

const medians = (values: Record<string, number[]>) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, Math.round(median(v) ?? 0)] as const)
      .sort((a, b) => b[1] - a[1]),
  );

/**
 * Lighthouse's default mobile run (Moto G Power emulation, simulated slow 4G and 4x CPU) on each
 * page, RUNS times, in Debian's Chromium, and on the floor app (bare React + React Router, built
 * with the project's Vite config and served by the same server code) in the same browser: RUNS
 * times before the pages and RUNS times after, so a load that changes during the section weighs
 * on both. Each page is judged against the floor's medians (bench/lib/floor-budget.ts); its
 * absolute score stays beside for reference. Signed-in pages get the session cookie as a header
 * on every request, so each run is a first visit by a signed-in customer (Lighthouse clears
 * storage). Layout shift with the API answering 1.2 s late is the Axe section's.
 */
export async function benchLighthouse(
  baseUrl: string,
  cookie: string,
  pages: BenchPage[],
  floorUrl: string | null,
): Promise<SectionResult> {
  const S = 'Lighthouse';
  const rows: Row[] = [];
  const figures: Record<string, unknown> = { runs: RUNS };
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const floor = empty();
    if (floorUrl) await measure(chrome.port, floorUrl, undefined, RUNS, floor);
    const measured: { page: BenchPage; m: Measured }[] = [];
    for (const page of pages) {
      const m = empty();
      await measure(
        chrome.port,
        `${baseUrl}${page.path}`,
        page.signedIn ? { Cookie: cookie } : undefined,
        RUNS,
        m,
      );
      measured.push({ page, m });
    }
    if (floorUrl) await measure(chrome.port, floorUrl, undefined, RUNS, floor);

    const floorScore = median(floor.scores.performance);
    const floorTbt = medianOf(floor, 'total-blocking-time');
    const floorJs = medianOf(floor, 'script-transfer-bytes');
    figures.floor = figuresOf(floor);
    if (floorScore === null || floorTbt === null || floorScore <= 0) {
      rows.push(
        missing(
          S,
          'floor (bare React + Router)',
          floorUrl ? `lighthouse: ${floor.error}` : 'not built',
        ),
      );
    } else {
      rows.push(
        row(
          S,
          'floor (bare React + Router)',
          `perf ${floorScore.toFixed(2)} · TBT ${Math.round(floorTbt)} ms · JS ${kb(floorJs ?? 0)} (brotli)`,
        ),
      );
    }

    for (const { page, m } of measured) {
      const score = median(m.scores.performance);
      const tbt = medianOf(m, 'total-blocking-time');
      const cls = medianOf(m, 'cumulative-layout-shift') ?? 0;
      const js = medianOf(m, 'script-transfer-bytes');
      const judged =
        score !== null && tbt !== null && floorScore !== null && floorTbt !== null && floorScore > 0
          ? judgeAgainstFloor({ score, tbtMs: tbt, cls }, { score: floorScore, tbtMs: floorTbt })
          : null;
      figures[page.path] = { ...figuresOf(m), ...(judged ? { againstFloor: judged } : {}) };
      if (score === null || tbt === null) {
        rows.push(missing(S, page.path, `lighthouse: ${m.error.slice(0, 100)}`));
        continue;
      }
      // A signed-in page that lands on /login means the guard did not see the session.
      const redirected = page.signedIn && new URL(m.finalUrl).pathname.startsWith('/portal/login');
      const f = (v: number | null) => (v === null ? '–' : v.toFixed(2));
      const absoluteOk = ABSOLUTE.every((c) => (median(m.scores[c]) ?? 0) >= 1);
      const versus = judged
        ? ` (${judged.scoreRatio.toFixed(2)}× floor) · TBT ${Math.round(tbt)} ms (floor ${judged.tbtOverMs >= 0 ? '+' : ''}${Math.round(judged.tbtOverMs)})`
        : ` · TBT ${Math.round(tbt)} ms`;
      rows.push(
        row(
          S,
          `${page.path}${redirected ? ' (landed on /login)' : ''}`,
          `perf ${f(score)}${versus} · CLS ${cls.toFixed(3)} · a11y ${f(median(m.scores.accessibility))} · bp ${f(median(m.scores['best-practices']))}`,
          `≥ ${FLOOR_BUDGET.scoreRatio}× · floor +${FLOOR_BUDGET.tbtOverMs} ms · ≤ ${FLOOR_BUDGET.cls} · 1 · 1`,
          judged ? judged.ok && absoluteOk && !redirected : null,
        ),
      );
      if (js !== null) {
        const ratio = floorJs ? ` (${(js / floorJs).toFixed(1)}× floor)` : '';
        rows.push(row(S, `${page.path} JS fetched by the load`, `${kb(js)} (brotli)${ratio}`));
      }
      const failed = CATEGORIES.flatMap((c) => [...m.fails[c]]);
      if (failed.length > 0) {
        rows.push(row(S, `${page.path} audits to fix`, failed.join(', ')));
      }
    }
  } finally {
    await chrome.kill();
  }
  return { rows, figures };
}
