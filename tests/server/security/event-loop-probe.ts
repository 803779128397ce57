import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type BlockFigures = {
  /** The hostile request's answer. */
  status: number;
  /** Longest answer of `/api/health` among the probes sent while the hostile request was open. */
  healthMaxMs: number;
  probes: number;
  /** Longest event-loop stall seen while the hostile request was open. */
  loopMaxMs: number;
  /** From sending the hostile body to its answer. */
  totalMs: number;
  /** CPU time this process spent from sending the hostile body to its answer. */
  cpuMs: number;
  /** `/api/health` on its own just before, slowest of three: what the machine's load costs it. */
  baselineHealthMs: number;
};

/** Sends one request and resolves with its status; a reset after a refusal still counts. */
function send(
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: {
          ...(options.body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(options.body),
              }),
          ...options.headers,
        },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // The server may answer 413 and close before the whole body is written.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    if (options.body !== undefined) request.end(options.body);
    else request.end();
  });
}

/**
 * Sends a hostile body and, from the moment it is sent until its answer arrives, keeps asking
 * `/api/health` (one probe after another) and watches the event loop. The probes and the server
 * share one event loop, so a body that blocks it shows as a slow probe.
 */
export async function measureBlock(
  port: number,
  hostile: { path: string; cookie: string; body: string },
): Promise<BlockFigures> {
  let baselineHealthMs = 0;
  for (let i = 0; i < 3; i += 1) {
    const probeStart = performance.now();
    await send(port, { method: 'GET', path: '/api/health' });
    baselineHealthMs = Math.max(baselineHealthMs, performance.now() - probeStart);
  }
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const cpuBefore = process.cpuUsage();
  let answered = false;
  let healthMaxMs = 0;
  let probes = 0;
  let cpuMs = 0;
  const started = performance.now();
  const hostileDone = send(port, {
    method: 'POST',
    path: hostile.path,
    headers: { cookie: hostile.cookie },
    body: hostile.body,
  }).finally(() => {
    answered = true;
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs = (cpu.user + cpu.system) / 1000;
  });
  const probing = (async () => {
    // At least one probe, however fast the hostile answer comes.
    do {
      const probeStart = performance.now();
      const status = await send(port, { method: 'GET', path: '/api/health' });
      if (status !== 200) throw new Error(`health answered ${status}`);
      healthMaxMs = Math.max(healthMaxMs, performance.now() - probeStart);
      probes += 1;
    } while (!answered);
  })();
  const status = await hostileDone;
  const totalMs = performance.now() - started;
  await probing;
  histogram.disable();
  const loopMaxMs = histogram.max / 1e6;
  return { status, healthMaxMs, probes, loopMaxMs, totalMs, cpuMs, baselineHealthMs };
}

/** `[[[…]]]` nested `depth` deep. */
export const nestedArrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
