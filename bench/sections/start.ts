import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { freePort, ROOT, startProc, waitForOk, WORK } from '../lib/proc';
import { row, type SectionResult } from '../lib/report';
import { median, ms, round } from '../lib/stats';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const BUNDLE_DIR = path.join(WORK, 'start-bundle');

/** Spawn to the first /api/health 200, then a clean stop. */
async function timedStart(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const started = performance.now();
  const proc = startProc(args, env);
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, proc);
    return performance.now() - started;
  } finally {
    await proc.stop();
  }
}

/**
 * server/main.ts precompiled into one file (dependencies left in node_modules), so the same start
 * without tsx shows what compiling TypeScript at start costs. The migrations sit beside it because
 * the database module finds them relative to its own file.
 */
async function bundleServer(): Promise<string> {
  await rm(BUNDLE_DIR, { recursive: true, force: true });
  const outfile = path.join(BUNDLE_DIR, 'main.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  await cp(path.join(ROOT, 'server/db/migrations'), path.join(BUNDLE_DIR, 'migrations'), {
    recursive: true,
  });
  return outfile;
}

/**
 * `npm run serve` on an embedded database: once on a new DATA_DIR (migrations, demo seed), then
 * RUNS more times on the same one, which is the start that matters (restarts, deploys).
 */
export async function benchStart(): Promise<SectionResult> {
  const S = 'Start';
  const dataDir = path.join(WORK, 'start-data');
  await rm(dataDir, { recursive: true, force: true });
  const tsxArgs = ['--import', 'tsx', 'server/main.ts'];
  const first = await timedStart(tsxArgs, dataDir);
  const again: number[] = [];
  for (let i = 0; i < RUNS; i += 1) again.push(await timedStart(tsxArgs, dataDir));
  const tsxMedian = median(again) ?? 0;

  const figures: Record<string, unknown> = {
    firstStartMs: round(first),
    existingDbStartsMs: again.map((v) => round(v)),
    existingDbMedianMs: round(tsxMedian),
  };
  const rows = [
    row(S, 'first start, new embedded DB', ms(first)),
    row(S, 'start on existing embedded DB (tsx)', ms(tsxMedian)),
  ];
  try {
    const bundle = await bundleServer();
    const plain: number[] = [];
    for (let i = 0; i < RUNS; i += 1) plain.push(await timedStart([bundle], dataDir));
    const plainMedian = median(plain) ?? 0;
    figures.precompiledStartsMs = plain.map((v) => round(v));
    figures.precompiledMedianMs = round(plainMedian);
    figures.tsxOverheadMs = round(tsxMedian - plainMedian);
    rows.push(row(S, 'same, precompiled (no tsx)', ms(plainMedian)));
    rows.push(row(S, 'tsx compile overhead', ms(tsxMedian - plainMedian)));
  } catch (error) {
    figures.precompiledError = error instanceof Error ? error.message : String(error);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return { rows, figures };
}
