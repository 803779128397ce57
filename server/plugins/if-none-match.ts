import type { FastifyReply, FastifyRequest } from 'fastify';

/** A client sends one tag; a longer list is not worth comparing. */
const MAX_CANDIDATES = 4;

/**
 * What a request's `If-None-Match` asks about: `'*'` (any answer at all), or the opaque parts
 * of the first few entity-tags it lists, without their `W/`. If-None-Match compares weakly
 * (RFC 9110 13.1.2), so a weak tag and a strong one of the same text name the same answer. A
 * malformed header ends the list where it stops parsing.
 */
export function noneMatchTags(request: FastifyRequest): '*' | string[] {
  const header = request.headers['if-none-match'];
  if (!header) return [];
  if (header.trim() === '*') return '*';
  // One entity-tag after another: `W/"..."` or `"..."`, its text free of quotes (RFC 9110 8.8.3).
  const entityTag = /\s*(?:W\/)?"([^"]*)"\s*(?:,|$)/y;
  const tags: string[] = [];
  for (let parts = entityTag.exec(header); parts; parts = entityTag.exec(header)) {
    tags.push(parts[1] ?? '');
    if (tags.length === MAX_CANDIDATES || entityTag.lastIndex >= header.length) break;
  }
  return tags;
}

/** The opaque part of an entity-tag this server made: its text between the quotes. */
const opaque = (tag: string): string => tag.replace(/^W\//, '').slice(1, -1);

/**
 * Gives the answer `tag` as its ETag and, when the request's `If-None-Match` names it (or `*`),
 * makes it a 304. True when it did: the caller then sends no body (an onSend hook, `null`; a
 * route, `sendNotModified`).
 */
export function answerNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  tag: string,
): boolean {
  void reply.header('etag', tag);
  const asked = noneMatchTags(request);
  if (asked !== '*' && !asked.includes(opaque(tag))) return false;
  void reply.code(304);
  return true;
}

/**
 * `answerNotModified` for a route, which then sends the 304 with no body (typed as any reply:
 * a route's schema declares only the 200 it answers). True when it did.
 */
export async function sendNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  tag: string,
): Promise<boolean> {
  if (!answerNotModified(request, reply, tag)) return false;
  await reply.send();
  return true;
}
