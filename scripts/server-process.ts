import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, killGroup, killOnExit } from './child-processes';

const root = fileURLToPath(new URL('..', import.meta.url));

export type ServerProcessOptions = {
  /** The script node runs through tsx, from the project root: server/main.ts unless said. */
  entry?: string;
  /** Embedded database directory; ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** Added to (or overriding) the server's environment. */
  env?: Record<string, string>;
  /** How long the server may take to answer its health check. */
  readyTimeoutMs?: number;
  /** False: answer as soon as the process is spawned, without waiting for /api/health. */
  waitForHealth?: boolean;
  /** How long stop() lets a SIGTERM drain before it sends SIGKILL. */
  stopGraceMs?: number;
};

export type ServerProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Milliseconds from spawn until /api/health answered 200. */
  startedInMs: number;
  output(): string;
  /** Resolves when the server's output matches, or rejects after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM to the process group and wait for the exit code (graceful shutdown); safe twice. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown hooks, no flush, exactly like a crashed machine process. */
  kill9(): Promise<void>;
};

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * The one way the browser tests, the reliability tests and the bench start the real server on
 * loopback, each in its own process group. It runs as `node --import tsx` rather than through
 * the npx/tsx wrappers so the pid is the server itself and a SIGKILL lands on it, not on a
 * wrapper that would leave the server running.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: options.dataDir ?? '',
    // Blank means "embedded": the parent's DATABASE_URL (CI sets it for the server tests) must
    // not leak into a server meant to run on its own PGlite.
    DATABASE_URL: options.databaseUrl ?? '',
    ...options.env,
  };
  const began = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  killOnExit(child);
  let output = '';
  const watchers = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
    for (const watcher of watchers) watcher();
  };
  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        watchers.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        watchers.delete(check);
        reject(new Error(`server never printed ${pattern}:\n${output}`));
      }, timeoutMs);
      watchers.add(check);
      check();
    });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const done = exited(child);
  const url = `http://127.0.0.1:${port}`;

  let stopping: Promise<number | null> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), options.stopGraceMs ?? 45_000);
      const code = await done;
      clearTimeout(timer);
      return code;
    })();
    return stopping;
  };

  if (options.waitForHealth !== false) {
    try {
      await waitForHealth(url, child, () => output, options.readyTimeoutMs ?? 90_000);
    } catch (error) {
      killGroup(child, 'SIGKILL');
      await done;
      throw error;
    }
  }
  return {
    url,
    pid: child.pid ?? 0,
    child,
    startedInMs: Date.now() - began,
    output: () => output,
    waitForOutput,
    stop,
    kill9: async () => {
      killGroup(child, 'SIGKILL');
      await done;
    },
  };
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s:\n${output()}`);
}
