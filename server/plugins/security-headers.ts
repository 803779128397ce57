import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, worked out once: every one of ours is the same on every response, and
 * helmet builds them by running its middleware against a response, so it is run once at start
 * against a stand-in that records what it was told.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers on every response. @fastify/helmet would rebuild the helmet middleware, and
 * re-parse the Content-Security-Policy, on each request; the result never changes, so it is
 * computed here once.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
