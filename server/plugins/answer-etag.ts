import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_MIN_BYTES } from './compression';
import { answerNotModified } from './if-none-match';

/**
 * The tag of an answer: a digest of its JSON as serialized, before compression. Weak, because
 * the same JSON goes out as brotli, gzip or plain text, each the same answer.
 */
const tagOf = (body: string): string =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * ETags for the signed-in reads an online start makes that are not lists (`config: {
 * answerEtag: true }`: the profile, the dashboard, the forecast, 'Coming up', a fuel card, the
 * upload address). No list version covers them: the dashboard, the forecast and 'Coming up' move
 * with the date, and a profile or a fuel card is not a list row. So the route answers as ever,
 * and its answer's digest is the tag: when the request's `If-None-Match` names it, the answer
 * goes as a 304 with no body. The server does its reads all the same; what is saved is the
 * download and the device's parse and write. A tag proves nothing but "this very text": another
 * session's tag matches only an answer that is the same text.
 *
 * An instance hook, so it runs before @fastify/compress's route hook and sees the JSON itself.
 */
export function registerAnswerEtags(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !request.routeOptions.config?.answerEtag ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      return done(null, payload);
    }
    if (!answerNotModified(request, reply, tagOf(payload))) return done(null, payload);
    // A 304 carries the Vary its 200 would have: compression varies only answers past its threshold.
    if (Buffer.byteLength(payload) >= COMPRESS_MIN_BYTES)
      void reply.header('vary', 'accept-encoding');
    reply.removeHeader('content-type');
    done(null, null);
  });
}
