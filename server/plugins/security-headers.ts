import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { contentSecurityPolicy } from './csp';

const helmetOptions = (config: Config) => ({
  contentSecurityPolicy: contentSecurityPolicy(config),
});

/** helmet's headers on every answer, set as the request arrives. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, helmetOptions(config));
}

/**
 * The router refuses a bad or over-long address before any hook runs (Fastify's
 * `frameworkErrors`), so @fastify/helmet never sees those answers; helmet itself gives them the
 * same headers.
 */
export function routerErrorHeaders(config: Config): (reply: FastifyReply) => FastifyReply {
  const setHeaders = helmet(helmetOptions(config));
  return (reply) => {
    setHeaders(reply.request.raw, reply.raw, () => {});
    return reply;
  };
}
