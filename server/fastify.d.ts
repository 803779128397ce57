import type { RouteEntry } from './app-types';
import type { Config } from './config';
import type { Database, Db } from './db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** Set by the session plugin when the request carries a live session. */
    customer: { id: string; email: string; sessionId: string } | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a signed-in customer. Everything else under /api needs one. */
    public?: boolean;
  }
}
