import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, killGroup, killOnExit } from '../../scripts/child-processes';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';

export { freePort };

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Build outputs, temp data and caches; ignored by git and eslint. */
export const WORK = fileURLToPath(new URL('../.work', import.meta.url));

export type Proc = {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/** Starts a node process in its own group (so stop() takes its children too). */
export function startProc(args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnExit(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      killGroup(child, 'SIGTERM');
    });
    return stopped;
  };
  return { child, output: () => log, stop };
}

/** Polls `url` until it answers 2xx; returns when it did, throws if the process died first. */
export async function waitForOk(url: string, proc: Proc, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      throw new Error(`process exited before ${url} answered:\n${proc.output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${proc.output()}`);
}

export type BenchServer = { baseUrl: string; proc: ServerProcess; startMs: number };

export type ServerOptions = {
  dataDir: string;
  databaseUrl?: string;
  distDir?: string;
  env?: Record<string, string>;
  /** How long the server may take to answer its health check (180 s unless said: a loaded
   * machine shared with other work has been seen to need more than a minute). */
  readyTimeoutMs?: number;
};

/**
 * The API server as production runs it (buildApp over openDatabase), through bench/serve.ts so
 * the bench can serve its own build of the portal without touching dist/.
 */
export async function startBenchServer(opts: ServerOptions): Promise<BenchServer> {
  const env: Record<string, string> = {
    // Per-request info logs would measure pino, not the routes.
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    // The Receipts section sends its 20 claims more than once a minute for one customer; the
    // per-customer upload limit (30 a minute) is not what it measures.
    UPLOAD_RATE_LIMIT: '100000',
    ...opts.env,
  };
  if (opts.distDir) env.BENCH_DIST_DIR = opts.distDir;
  const started = performance.now();
  const proc = await startServerProcess({
    entry: 'bench/serve.ts',
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    env,
    readyTimeoutMs: opts.readyTimeoutMs ?? 180_000,
    stopGraceMs: 10_000,
  });
  return { baseUrl: proc.url, proc, startMs: performance.now() - started };
}

const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used, from /proc. On a shared machine wall-clock
 * throughput swings with everyone else's load; CPU per request stays put, so it says what a
 * route costs. Null where /proc is missing.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
