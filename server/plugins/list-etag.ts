import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionKey } from '../domain/accounts/sessions';

/**
 * A signed-in list's ETag: the customer's list version (list-version.ts) and a digest binding it
 * to this session, this route and this request body. The server keeps nothing: a request carries
 * its tag in `If-None-Match`, the digest says whether the server made it for this very request,
 * and only then is its version handed to the statement that checks the session, which builds no
 * page while the version stands. Another session's or another page's tag proves nothing, so the
 * page is built and answered in full.
 */
const TAG = /^W\/"(\d+\.\d+)-([A-Za-z0-9_-]{22})"$/;
/** A client sends one tag; a longer list is not worth hashing. */
const MAX_CANDIDATES = 4;

const digest = (request: FastifyRequest, key: SessionKey, version: string): string =>
  createHash('sha256')
    .update(key.sessionId)
    .update('\n')
    .update(request.routeOptions.url ?? request.url)
    .update('\n')
    // The body as the route's schema parsed it: bounded, unknown keys gone.
    .update(JSON.stringify(request.body ?? null))
    .update('\n')
    .update(version)
    .digest('base64url')
    .slice(0, 22);

export const listEtag = (request: FastifyRequest, key: SessionKey, version: string): string =>
  `W/"${version}-${digest(request, key, version)}"`;

/** The tag of `If-None-Match` this server made for this request, if any: its version and text. */
export function matchedEtag(
  request: FastifyRequest,
  key: SessionKey,
): { version: string; tag: string } | null {
  const header = request.headers['if-none-match'];
  if (!header) return null;
  for (const candidate of header.split(',').slice(0, MAX_CANDIDATES)) {
    const tag = candidate.trim();
    const parts = TAG.exec(tag);
    if (parts && parts[1] && parts[2] === digest(request, key, parts[1])) {
      return { version: parts[1], tag };
    }
  }
  return null;
}
