import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../../../server/config';
import { contentSecurityPolicy } from '../../../server/plugins/csp';
import {
  registerSecurityHeaders,
  routerErrorHeaders,
} from '../../../server/plugins/security-headers';

const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
];

/** What helmet sends when it runs as middleware on a real response, per request. */
function liveHelmetServer(options: Parameters<typeof helmet>[0]): Server {
  const middleware = helmet(options);
  return createServer((req, res) => {
    res.setHeader('X-Powered-By', 'something');
    middleware(req, res, () => res.end('ok'));
  });
}

/** What a JSON answer carries of them (OWASP's REST set): exactly these. */
const API_SET = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The ways the app sets them: the plugin's hook on a document, on a JSON route (under /api, with
 * the body of its 200 declared) and on a file an API route sends, and the router's own refusals.
 */
async function portalLike(config: Config) {
  const withHeaders = routerErrorHeaders(config);
  const app = Fastify({
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void withHeaders(reply).code(400).send({ status: false });
    },
  });
  await registerSecurityHeaders(app, config);
  app.get('/ok', async () => 'ok');
  app.get(
    '/api/json',
    {
      schema: {
        response: { 200: { type: 'object', properties: { status: { type: 'boolean' } } } },
      },
    },
    async () => ({ status: true }),
  );
  app.get('/api/file', async (_request, reply) => reply.type('application/pdf').send('%PDF-'));
  return app;
}

const helmetOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    HELMET_HEADERS.flatMap((h) => (headers[h] === undefined ? [] : [[h, String(headers[h])]])),
  );

describe('security headers', () => {
  const stripe = { stripeSecretKey: 'sk_test_h', stripePublishableKey: 'pk_test_h' };
  const configs = {
    sandbox: testConfig(),
    stripe: testConfig(stripe),
    uploads: testConfig({ uploadOrigin: 'https://uploads.example.com' }),
  };
  const servers: Server[] = [];
  const live: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, config] of Object.entries(configs)) {
      const server = liveHelmetServer({ contentSecurityPolicy: contentSecurityPolicy(config) });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      live[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    }
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  for (const name of Object.keys(configs) as (keyof typeof configs)[]) {
    it(`match what helmet sends on a live response, router refusals too (${name} configuration)`, async () => {
      const res = await fetch(live[name] ?? '');
      const expected = Object.fromEntries(
        HELMET_HEADERS.flatMap((h) => {
          const value = res.headers.get(h);
          return value === null ? [] : [[h, value]];
        }),
      );
      const app = await portalLike(configs[name]);
      const ok = await app.inject({ method: 'GET', url: '/ok' });
      const refused = await app.inject({ method: 'GET', url: '/ok/%zz' });
      const apiRefused = await app.inject({ method: 'GET', url: '/api/json/%zz' });
      const file = await app.inject({ method: 'GET', url: '/api/file' });
      const missing = await app.inject({ method: 'GET', url: '/api/none' });
      await app.close();
      expect(refused.statusCode).toBe(400);
      expect(apiRefused.statusCode).toBe(400);
      expect(missing.statusCode).toBe(404);
      // Anything but a declared JSON answer gets the document set whole.
      for (const answer of [ok, refused, apiRefused, file, missing]) {
        const sent = helmetOf(answer.headers);
        expect(sent).toEqual(expected);
        expect(sent['x-powered-by']).toBeUndefined();
        expect(sent['content-security-policy']).toContain("default-src 'self'");
      }
    });

    it(`send a JSON answer the API set and nothing of a document's (${name} configuration)`, async () => {
      const app = await portalLike(configs[name]);
      const json = await app.inject({ method: 'GET', url: '/api/json' });
      await app.close();
      expect(json.statusCode).toBe(200);
      expect(helmetOf(json.headers)).toEqual(API_SET);
    });
  }
});
