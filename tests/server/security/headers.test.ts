import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import { contentSecurityPolicy } from '../../../server/plugins/csp';
import { helmetHeaders } from '../../../server/plugins/security-headers';

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

describe('security headers worked out once at start', () => {
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
    it(`match what helmet sends on a live response (${name} configuration)`, async () => {
      const res = await fetch(live[name] ?? '');
      const expected = Object.fromEntries(
        HELMET_HEADERS.flatMap((h) => {
          const value = res.headers.get(h);
          return value === null ? [] : [[h, value]];
        }),
      );
      const once = helmetHeaders({ contentSecurityPolicy: contentSecurityPolicy(configs[name]) });
      expect(once).toEqual(expected);
      expect(once['x-powered-by']).toBeUndefined();
      expect(once['content-security-policy']).toContain("default-src 'self'");
    });
  }
});
