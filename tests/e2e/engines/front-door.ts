import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

/** One request the browser made through the front door, how it was answered, and when (ms). */
export type Passed = { method: string; path: string; status: number; at: number };

/** The worker's script: the one file the front door can change, to ship a new version. */
const WORKER_PATH = '/portal/sw.js';

// Hop-by-hop headers belong to each connection, not to the answer passed on.
const HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

export type FrontDoor = {
  /** The address the browser uses: every page, asset, API call and worker fetch comes here. */
  url: string;
  /**
   * Off: every open connection is dropped and every new one is closed before a byte is read, as
   * when a phone's network goes. The browser itself is told nothing.
   */
  setReachable(reachable: boolean): void;
  /** From now on the worker script differs by a byte: the browser's next update check finds it. */
  shipNewWorker(): void;
  /** Every request answered so far, in order. */
  passed: Passed[];
  /** Settles as the next answer to `path` (without its query) has been sent in full. */
  answered(path: string): Promise<Passed>;
  close(): Promise<void>;
};

/**
 * A loopback proxy in front of the server, so a journey can take the network away from any engine
 * (and both the page and its service worker lose it, since the page's origin is the proxy).
 */
export function startFrontDoor(target: string): Promise<FrontDoor> {
  const upstream = new URL(target);
  let reachable = true;
  let workerVersion = 0;
  const passed: Passed[] = [];
  const waiting: { path: string; resolve: (p: Passed) => void }[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const rewriteWorker = workerVersion > 0 && path.split('?')[0] === WORKER_PATH;
    const headers: IncomingHttpHeaders = { ...req.headers };
    if (rewriteWorker) {
      // The new bytes are made here: the server's validators and compression would hide them.
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      headers['accept-encoding'] = 'identity';
    }
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const kept = Object.entries(answer.headers).filter(([name]) => !HOP.has(name));
        res.on('finish', () => {
          const done = { method: req.method ?? 'GET', path, status, at: Date.now() };
          passed.push(done);
          for (const waiter of waiting.splice(0)) {
            if (waiter.path === path.split('?')[0]) waiter.resolve(done);
            else waiting.push(waiter);
          }
        });
        if (!rewriteWorker || status !== 200) {
          res.writeHead(status, Object.fromEntries(kept));
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([
            ...chunks,
            Buffer.from(`\n// next version ${workerVersion}\n`),
          ]);
          const fresh = kept.filter(
            ([name]) => !['content-length', 'etag', 'last-modified'].includes(name),
          );
          res.writeHead(status, { ...Object.fromEntries(fresh), 'content-length': body.length });
          res.end(body);
        });
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(out);
  });
  server.on('connection', (socket: Socket) => {
    if (!reachable) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        setReachable(value) {
          reachable = value;
          if (!value) for (const socket of sockets) socket.destroy();
        },
        shipNewWorker() {
          workerVersion += 1;
        },
        passed,
        answered: (wanted) => new Promise((r) => waiting.push({ path: wanted, resolve: r })),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
