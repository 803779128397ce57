import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions need a cross-site write guard: a state-changing request whose Origin (or,
 * failing that, Sec-Fetch-Site) says it came from another site is refused before any handler.
 */
export function registerOriginCheck(app: FastifyInstance, extraOrigins: string[]): void {
  const allowed = new Set(extraOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.public && request.url.startsWith('/api/stripe/webhook'))
      return;
    const origin = request.headers.origin;
    if (origin) {
      // X-Forwarded-Host counts only from a trusted proxy (request.host applies TRUST_PROXY).
      const host = request.host;
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = '';
      }
      if (originHost === host || allowed.has(origin)) return;
      return reply.code(403).send({ status: false, message: 'Cross-origin request refused' });
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.code(403).send({ status: false, message: 'Cross-origin request refused' });
    }
  });
}
