import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { contentSecurityPolicy } from './csp';

/** What a document needs: the page's CSP and every header helmet sends by default. */
const documentHeaders = (config: Config) => ({
  contentSecurityPolicy: contentSecurityPolicy(config),
});

/**
 * What a JSON answer keeps, over the document set (OWASP's REST Security Cheat Sheet, "Security
 * Headers"): no sniffing, no framing (CSP `frame-ancestors 'none'` and `X-Frame-Options: DENY`,
 * with `default-src 'none'` in case one is ever opened as a page), HSTS as everywhere, and the
 * session plugin's `Cache-Control: no-store`. The rest only act on a document a browser renders
 * (what it may load, open, embed or refer to), and came with every answer, a 304 included: about
 * 0.9 KB each, most of what an online start with nothing changed downloaded.
 */
const API_HEADERS: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * A route answers JSON when it declares the body of its 200 (every API route but Swagger UI's
 * and the ones that send a file: a receipt, an invoice, a tax-time ZIP, which keep the document
 * set). Answers no route declares (a 404, the router's own refusals) keep the document set too.
 */
const answersJson = (route: RouteOptions): boolean => {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return false;
  const response = route.schema?.response as Record<string, unknown> | undefined;
  return Boolean(response?.[200] ?? response?.['2xx']);
};

/** helmet's headers on every answer, set as the request arrives: the API set on JSON routes. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  // Before @fastify/helmet's own onRoute hook, which reads the route's `helmet` options.
  app.addHook('onRoute', (route) => {
    if (route.helmet === undefined && answersJson(route)) route.helmet = API_HEADERS;
  });
  await app.register(fastifyHelmet, documentHeaders(config));
}

/**
 * The router refuses a bad or over-long address before any hook runs (Fastify's
 * `frameworkErrors`), so @fastify/helmet never sees those answers; helmet itself gives them the
 * same headers.
 */
export function routerErrorHeaders(config: Config): (reply: FastifyReply) => FastifyReply {
  const setHeaders = helmet(documentHeaders(config));
  return (reply) => {
    setHeaders(reply.request.raw, reply.raw, () => {});
    return reply;
  };
}
