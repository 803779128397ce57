import { z } from 'zod';
import { envelope, errorEnvelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { ok } from '../http';

export default async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: {
          200: envelope(z.object({ database: z.enum(['pglite', 'postgres']) })),
          503: errorEnvelope,
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ status: false, message: 'Database unreachable' });
      }
      return ok({ database: app.database.kind }, 'ok');
    },
  );
}
