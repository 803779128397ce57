import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { missing, row, type Row, type SectionResult } from '../lib/report';
import type { BenchPage } from '../lib/routes';
import { median } from '../lib/stats';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGET: Record<Category, number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
};

const CLS_BUDGET = 0.02;

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

/**
 * Lighthouse's default mobile run (Moto G Power emulation, simulated slow 4G and 4x CPU) on each
 * page, RUNS times, in Debian's Chromium. Signed-in pages get the session cookie as a header on
 * every request, so each run is a first visit by a signed-in customer (Lighthouse clears storage).
 */
export async function benchLighthouse(
  baseUrl: string,
  cookie: string,
  pages: BenchPage[],
): Promise<SectionResult> {
  const S = 'Lighthouse';
  const rows: Row[] = [];
  const figures: Record<string, unknown> = { runs: RUNS };
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    for (const page of pages) {
      const scores: Record<Category, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
      };
      const fails: Record<Category, Set<string>> = {
        performance: new Set(),
        accessibility: new Set(),
        'best-practices': new Set(),
      };
      const metrics: Record<string, number[]> = {};
      // What each failing audit points at (first items of its details), for the owners.
      const evidence: Record<string, string[]> = {};
      let finalUrl = '';
      let error = '';
      // A run that fails to record (Chromium's NO_NAVSTART now and then) is retried, twice at most.
      let done = 0;
      for (let attempt = 0; done < RUNS && attempt < RUNS + 2; attempt += 1) {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        const lhr = result?.lhr as Lhr | undefined;
        if (!lhr || lhr.runtimeError) {
          error = lhr?.runtimeError?.message ?? 'no result';
          continue;
        }
        done += 1;
        finalUrl = lhr.finalDisplayedUrl;
        for (const c of CATEGORIES) {
          const score = lhr.categories[c]?.score;
          if (typeof score === 'number') scores[c].push(score);
          for (const id of failing(lhr, c)) {
            fails[c].add(id);
            const items = lhr.audits[id]?.details?.items ?? [];
            evidence[id] = items.slice(0, 4).map((item) => JSON.stringify(item).slice(0, 240));
          }
        }
        const scripts = (lhr.audits['network-requests']?.details?.items ?? []) as {
          resourceType?: string;
          transferSize?: number;
        }[];
        (metrics['script-transfer-bytes'] ??= []).push(
          scripts
            .filter((r) => r.resourceType === 'Script')
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        );
        for (const id of [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]) {
          const v = lhr.audits[id]?.numericValue;
          if (typeof v === 'number') (metrics[id] ??= []).push(v);
        }
      }
      const med = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) as Record<
        Category,
        number | null
      >;
      figures[page.path] = {
        finalUrl,
        scores,
        median: med,
        failingAudits: Object.fromEntries(CATEGORIES.map((c) => [c, [...fails[c]]])),
        evidence,
        metricsMedian: Object.fromEntries(
          Object.entries(metrics).map(([id, v]) => [
            id,
            id === 'cumulative-layout-shift'
              ? Math.round((median(v) ?? 0) * 1000) / 1000
              : Math.round(median(v) ?? 0),
          ]),
        ),
        ...(error ? { error } : {}),
      };
      if (med.performance === null) {
        rows.push(missing(S, page.path, `lighthouse: ${error.slice(0, 100)}`));
        continue;
      }
      // A signed-in page that lands on /login means the guard did not see the session.
      const redirected = page.signedIn && new URL(finalUrl).pathname.startsWith('/portal/login');
      const f = (v: number | null) => (v === null ? '–' : v.toFixed(2));
      const cls = median(metrics['cumulative-layout-shift'] ?? []) ?? 0;
      const met = CATEGORIES.every((c) => (med[c] ?? 0) >= BUDGET[c]) && cls <= CLS_BUDGET;
      rows.push(
        row(
          S,
          `${page.path}${redirected ? ' (landed on /login)' : ''}`,
          `perf ${f(med.performance)} · a11y ${f(med.accessibility)} · bp ${f(med['best-practices'])} · CLS ${cls.toFixed(3)}`,
          `≥ 0.95 · 1 · 1 · ≤ ${CLS_BUDGET}`,
          met && !redirected,
        ),
      );
      // Everything the page load fetched, lazy chunks included, as sent (brotli).
      const scriptBytes = median(metrics['script-transfer-bytes'] ?? []);
      if (scriptBytes !== null) {
        rows.push(
          row(
            S,
            `${page.path} JS fetched by the load`,
            `${(scriptBytes / 1024).toFixed(1)} KB (brotli)`,
          ),
        );
      }
      const failed = CATEGORIES.flatMap((c) => [...fails[c]].map((id) => `${id}`));
      if (failed.length > 0) {
        rows.push(row(S, `${page.path} audits to fix`, failed.join(', ')));
      }
    }
  } finally {
    await chrome.kill();
  }
  return { rows, figures };
}
