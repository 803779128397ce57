import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/child-processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type ServerOptions = {
  /** Embedded database directory; ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** False: answer as soon as the process is spawned, without waiting for /api/health. */
  waitForHealth?: boolean;
};

export type ServerProcess = {
  url: string;
  pid: number;
  /** Milliseconds from spawn until /api/health answered 200. */
  startedInMs: number;
  output(): string;
  /** Resolves when the server's output matches, or rejects after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM and wait for the exit code (graceful shutdown). */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown hooks, no flush, exactly like a crashed machine process. */
  kill9(): Promise<void>;
};

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * The real server (server/main.ts) in its own process on loopback. It runs as `node --import tsx`
 * rather than through the npx/tsx wrappers so the pid is the server itself and a SIGKILL lands on
 * it, not on a wrapper that would leave the server running.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: options.dataDir ?? '',
    // Blank means "embedded": the parent's DATABASE_URL must not leak into a PGlite run.
    DATABASE_URL: options.databaseUrl ?? '',
    JOBS_INTERVAL_SECONDS: '0',
    ...options.env,
  };
  const began = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
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
  const deadline = began + (options.startTimeoutMs ?? 90_000);
  let ready = options.waitForHealth === false;
  while (!ready) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server was not ready in time:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      ready = res.status === 200;
    } catch {
      // Not listening yet.
    }
    if (!ready) await new Promise((r) => setTimeout(r, 150));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    startedInMs: Date.now() - began,
    output: () => output,
    waitForOutput,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // Past the server's own 30 s drain limit: a slow drain on a loaded machine still ends with
      // the server's verdict (0, or 1 and why in its output), not a kill that explains nothing.
      const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
      const code = await done;
      clearTimeout(timer);
      return code;
    },
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // The whole group, in case the runtime forked a helper.
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }
      await done;
    },
  };
}

/** Fetch JSON with a cookie jar of one session; never throws on HTTP status. */
export class Client {
  cookie = '';
  constructor(readonly base: string) {}

  async call(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: { status?: boolean; message?: string; data?: unknown } }> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await res.text();
    let json: { status?: boolean; message?: string; data?: unknown } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      json = { message: text };
    }
    return { status: res.status, json };
  }
}
