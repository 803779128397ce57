import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Whether this process wants new traffic. `draining` is set when a shutdown begins: readiness
 * answers 503 from then on, so the load balancer stops sending while requests in flight finish.
 * `running()` names the requests still being answered, so a drain that runs out of time can
 * say what it waited for.
 */
export type Lifecycle = { draining: boolean; running(): string[] };

export function newLifecycle(app: FastifyInstance): Lifecycle {
  const started = new Map<FastifyRequest, number>();
  app.addHook('onRequest', (request, reply, done) => {
    started.set(request, Date.now());
    // 'close' comes once the answer is out or the connection is gone, whichever way the request
    // ended: nothing is kept for a request that neither finished nor was reported aborted.
    reply.raw.once('close', () => started.delete(request));
    done();
  });
  return {
    draining: false,
    // The route's pattern, never the URL itself: query strings and ids stay out of the logs.
    running: () =>
      [...started].map(
        ([request, since]) =>
          `${request.method} ${request.routeOptions.url ?? '(no route)'} for ${Math.round((Date.now() - since) / 1000)} s`,
      ),
  };
}

// How often a drain closes the connections that have gone idle since it began.
const IDLE_SWEEP_MS = 100;

/**
 * Shuts the server down gently: readiness answers 503 and every answer from now on closes its
 * connection, the requests in flight finish, then the app closes. An answer whose head went out
 * before the drain began carries no 'connection: close', so its keep-alive socket goes idle only
 * once the body is out, after the close has looked for idle sockets: without the sweep it would
 * hold the close for the keep-alive timeout (72 s), past the drain's limit.
 */
export async function drain(app: FastifyInstance): Promise<void> {
  app.lifecycle.draining = true;
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
