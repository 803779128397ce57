import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than one packet, and costs its CPU all the same. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses answers the client can decode: a driver's phone on a weak signal downloads the
 * mirrored lists whole, 100 rows a page (a page of the payments log is up to ~47 KB of JSON;
 * the demo customer's 6.9 KB goes out as 1.0 KB in brotli). Built assets are already compressed
 * on disk and sent as they are (portal.ts).
 *
 * BREACH needs a secret and attacker-chosen text in one compressed body: the session lives in
 * an HttpOnly cookie, requests are checked by Origin rather than a token, and no answer carries
 * a provider secret (a payment quote's clientSecret is always empty), so there is none to leak.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    // Quality 4 is within a few per cent of the best size for JSON at a fraction of the CPU.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    // Request bodies are never inflated: a small compressed upload could otherwise grow past
    // the body and receipt limits before they are checked.
    globalDecompression: false,
  });
}
