import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionKey } from '../domain/accounts/sessions';
import { noneMatchTags } from './if-none-match';

/**
 * A signed-in list's ETag: the customer's list version (list-version.ts) and a digest binding it
 * to this session, this route and this request body. The server keeps nothing: a request carries
 * its tag in `If-None-Match`, the digest says whether the server made it for this very request,
 * and only then is its version handed to the statement that checks the session, which builds no
 * page while the version stands. Another session's or another page's tag proves nothing, so the
 * page is built and answered in full.
 */
/** A list tag's text between its quotes: the version, then the digest. */
const TAG = /^(\d+\.\d+)-([A-Za-z0-9_-]{22})$/;

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

/** The version of the tag in `If-None-Match` this server made for this request, if any. */
export function matchedVersion(request: FastifyRequest, key: SessionKey): string | null {
  const asked = noneMatchTags(request);
  // `*` names no version: the page is built, and its tag answers it (answerListPage).
  if (asked === '*') return null;
  for (const tag of asked) {
    const parts = TAG.exec(tag);
    if (parts && parts[1] && parts[2] === digest(request, key, parts[1])) return parts[1];
  }
  return null;
}
