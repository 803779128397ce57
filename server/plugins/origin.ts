import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host part of an Origin header, '' when it is not a URL. */
function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}

/**
 * Cookie sessions need a cross-site write guard: a state-changing request whose Origin (or,
 * failing that, Sec-Fetch-Site) says it came from another site is refused before any handler.
 */
export function registerOriginCheck(app: FastifyInstance, extraOrigins: string[]): void {
  const allowed = new Set(extraOrigins);
  const crossOrigin = (request: FastifyRequest): boolean => {
    if (SAFE_METHODS.has(request.method)) return false;
    if (request.routeOptions.config?.public && request.url.startsWith('/api/stripe/webhook'))
      return false;
    const origin = request.headers.origin;
    if (origin) {
      // X-Forwarded-Host counts only from a trusted proxy (request.host applies TRUST_PROXY).
      return hostOf(origin) !== request.host && !allowed.has(origin);
    }
    return request.headers['sec-fetch-site'] === 'cross-site';
  };
  // A callback hook rather than an async one: it decides at once, and every request passes it.
  app.addHook('onRequest', (request, reply, done) => {
    if (!crossOrigin(request)) return done();
    void reply.code(403).send({ status: false, message: 'Cross-origin request refused' });
  });
}
