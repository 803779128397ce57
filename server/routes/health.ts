import { z } from 'zod';
import { envelope, errorEnvelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { ok } from '../http';

const probe = {
  config: { public: true },
  schema: {
    tags: ['health'],
    response: {
      200: envelope(z.object({ database: z.enum(['pglite', 'postgres']) })),
      503: errorEnvelope,
    },
  },
} as const;

export default async function healthRoutes(app: App): Promise<void> {
  const databaseAnswers = async (): Promise<boolean> => {
    try {
      await app.database.ping();
      return true;
    } catch (error) {
      app.log.error({ err: error }, 'database unreachable');
      return false;
    }
  };

  app.get('/api/health', probe, async (_request, reply) => {
    if (!(await databaseAnswers())) {
      return reply.code(503).send({ status: false, message: 'Database unreachable' });
    }
    return ok({ database: app.database.kind }, 'ok');
  });

  // Readiness, unlike liveness, also fails while this process drains for a shutdown, so a load
  // balancer stops sending it new requests while those in flight finish. (While the process
  // starts and applies migrations, the startup responder answers 503 on this path.)
  app.get('/api/ready', probe, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (app.lifecycle.draining) {
      return reply.code(503).send({ status: false, message: 'Not ready: shutting down' });
    }
    if (!(await databaseAnswers())) {
      return reply.code(503).send({ status: false, message: 'Not ready: database unreachable' });
    }
    return ok({ database: app.database.kind }, 'ready');
  });
}
