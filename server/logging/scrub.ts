import type { FastifyRequest } from 'fastify';
import type { LogFn } from 'pino';
import { serializeError } from '../plugins/database-errors';

/**
 * A URL as the logs may keep it: the path alone. A query string can carry a secret (the
 * password-reset link's token arrives as `?token=…` when the emailed link is opened) or what a
 * customer typed (an address search), and whoever reads the logs must not be able to take an
 * account over with them.
 */
export function pathForLog(url: string | undefined): string {
  if (!url) return '';
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

// A path (or a whole URL) followed by a query string, inside any text.
const QUERY_IN_TEXT = /(\/[^\s?#"'<>]*)\?[^\s#"'<>]+/g;

/** Any URL's query string in a text replaced (Fastify's own warnings quote the raw URL). */
const withoutQueries = (text: string): string => text.replace(QUERY_IN_TEXT, '$1?[redacted]');

/** pino's `req` serializer: Fastify's own fields, with the URL cut to its path. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The error serializer (no query parameters), with no URL's query string in its text either. */
function errorForLog(error: unknown) {
  const safe = serializeError(error);
  return {
    ...safe,
    message: withoutQueries(safe.message),
    stack: withoutQueries(safe.stack),
  };
}

/**
 * The logger options that keep secrets out of every line, JSON or the developer's format: no
 * session cookie or password field, no failed query's parameters, and no query string of any
 * URL, whether in the request's fields or quoted in a message.
 */
export const logScrubbing = {
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      '*.password',
      '*.oldPassword',
      '*.confirmPassword',
    ],
    censor: '[redacted]',
  },
  serializers: { err: errorForLog, req: requestForLog },
  hooks: {
    logMethod(this: unknown, args: Parameters<LogFn>, method: LogFn): void {
      const scrubbed = args.map((arg: unknown) =>
        typeof arg === 'string' ? withoutQueries(arg) : arg,
      ) as Parameters<LogFn>;
      method.apply(this, scrubbed);
    },
  },
};
