import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App, RouteEntry } from './app-types';
import type { Config } from './config';
import type { Database } from './db/open';
import { resolveSessionSecret } from './domain/accounts/sessions';
import { resolvePayoutKey } from './domain/payout/key';
import { resolvePushKeys } from './domain/notifications/vapid';
import { createMailer } from './mail/mailer';
import type { PaymentProvider } from './domain/payments/provider';
import { createProvider } from './domain/payments/select-provider';
import { createJobTimer } from './jobs/schedule';
import { registerAnswerEtags } from './plugins/answer-etag';
import { registerCompression } from './plugins/compression';
import { declareErrorResponses } from './plugins/error-responses';
import { registerErrorHandling } from './plugins/errors';
import { registerOriginCheck } from './plugins/origin';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerPortal } from './plugins/portal';
import { registerSecurityHeaders, routerErrorHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerRoutes } from './routes/index';
import { openReceiptStore } from './storage/open-store';
import { newLifecycle } from './lifecycle';
import { devLogFormatter } from './logging/dev-format';
import { logScrubbing } from './logging/scrub';
import { MAX_RECEIPT_BYTES } from '../contract/receipt-files';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where the built portal lives; tests that do not serve it can leave it out. */
  distDir?: string;
  /** A pino destination, so tests can read what the server logs. */
  logStream?: NodeJS.WritableStream;
  /** The payment provider; by default the one the config names (Stripe or the sandbox). */
  payments?: PaymentProvider;
};

/**
 * Every JSON body the portal sends is a form of a few hundred bytes; 32 KB leaves room and keeps
 * a hostile body from costing more than a moment to parse and validate. Receipts (multipart)
 * keep their own 10 MB limit; the Stripe webhook sets its own.
 */
export const JSON_BODY_LIMIT = 32 * 1024;

export const defaultDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'dist',
);

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const logger = {
    level: config.logLevel,
    // Session cookies, credentials, a failed statement's parameters and the query string of any
    // URL (a reset link's token arrives in one) never reach the logs.
    ...logScrubbing,
    ...(deps.logStream
      ? { stream: deps.logStream }
      : config.nodeEnv === 'development'
        ? // One readable line per request in a developer's terminal; JSON everywhere else.
          { stream: devLogFormatter((line) => process.stdout.write(`${line}\n`)) }
        : {}),
  };
  const withSecurityHeaders = routerErrorHeaders(config);
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    // Forwarded headers are believed only from the proxies the operator named (TRUST_PROXY):
    // any other hop, private addresses included, could let a client pick its own address (and so
    // escape the sign-in throttle) or its own host (and so pass the origin check).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A client has this long to send a whole request, and a connection that goes quiet this long
    // (a body that stops half way, say) is closed: nobody holds a socket open for ever.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.requestTimeoutSeconds * 1000,
    // The router refuses bad or over-long URLs before any hook runs; keep those in the envelope,
    // with the headers every other answer carries.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void withSecurityHeaders(reply)
        .code(tooLong ? 414 : 400)
        .send({
          status: false,
          message: tooLong ? 'The address is too long' : 'The address is not valid',
        });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('keyedReads', database.keyedReads);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('receipts', openReceiptStore(config.receiptStore, database.db));
  app.addHook('onClose', (_app, done) => {
    app.receipts.close?.();
    done();
  });
  app.decorate('payoutKey', await resolvePayoutKey(config));
  app.decorate('lifecycle', newLifecycle(app));
  // Once a shutdown begins every answer closes its connection: a keep-alive socket busy when the
  // server stopped would otherwise stay open for the keep-alive timeout (72 s) after its answer,
  // and keep the drain waiting past its limit for a client that is already served.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Built once here, so the routes, the jobs (in the server and `npm run jobs`) and the tests
  // share one provider; a production config without Stripe keys fails here, before listening.
  app.decorate('payments', deps.payments ?? createProvider(config));
  // One mailer for reset links, invitations and the notifications the jobs send by email, and
  // its one drain at close. Fastify runs onClose hooks last added first, so this one, added
  // before the jobs' timer and every route, runs after them: the jobs' last pass and the reset
  // links still being stored have handed over their mail by then.
  app.decorate('mailer', createMailer(config, app.log));
  app.addHook('onClose', async () => {
    await app.mailer.drain();
  });
  app.decorate('jobs', createJobTimer(app));
  app.decorate('push', await resolvePushKeys(database.db, config));
  // Every route as registered, so security tests can walk the whole table and miss none.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    declareErrorResponses(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, public: Boolean(route.config?.public) });
    }
  });
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  registerAnswerEtags(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 20, parts: 21 },
  });
  // The API's map is for integrators; a deployment may keep it to itself (API_DOCS=false).
  if (config.apiDocs) {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'CarGo customer portal API', version: '1.0.0' },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cargo_session' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  const sessionSecret = await resolveSessionSecret(database.db, config.sessionSecret);
  registerOriginCheck(app, config.uploadOrigin ? [new URL(config.uploadOrigin).origin] : []);
  registerSession(app, sessionSecret);
  await registerRoutes(app, sessionSecret);
  if (deps.distDir) await registerPortal(app, deps.distDir);
  return app;
}
