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
import { contentSecurityPolicy } from './plugins/csp';
import { registerErrorHandling } from './plugins/errors';
import { registerOriginCheck } from './plugins/origin';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerPortal } from './plugins/portal';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerRoutes } from './routes/index';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where the built portal lives; tests that do not serve it can leave it out. */
  distDir?: string;
  /** A pino destination, so tests can read what the server logs. */
  logStream?: NodeJS.WritableStream;
};

const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

export const defaultDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'dist',
);

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const logger = {
    level: config.logLevel,
    // Session cookies and credentials never reach the logs.
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
    ...(deps.logStream ? { stream: deps.logStream } : {}),
  };
  const app = Fastify({
    logger,
    // In production trust only proxies on private networks (the load balancer): trusting every
    // hop would let a client pick its own address with X-Forwarded-For and so escape the login
    // rate limit, and this Fastify ignores forwarded headers entirely under a hop count.
    trustProxy: config.nodeEnv === 'production' ? 'loopback, linklocal, uniquelocal' : false,
    // The router refuses bad or over-long URLs before any hook runs; keep those in the envelope.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.code(tooLong ? 414 : 400).send({
        status: false,
        message: tooLong ? 'The address is too long' : 'The address is not valid',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  // Every route as registered, so security tests can walk the whole table and miss none.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, public: Boolean(route.config?.public) });
    }
  });
  registerErrorHandling(app);

  registerSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(config) });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 20, parts: 21 },
  });
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

  const sessionSecret = await resolveSessionSecret(database.db, config.sessionSecret);
  registerOriginCheck(app, config.uploadOrigin ? [new URL(config.uploadOrigin).origin] : []);
  registerSession(app, sessionSecret);
  await registerRoutes(app, sessionSecret);
  if (deps.distDir) await registerPortal(app, deps.distDir);
  return app;
}
