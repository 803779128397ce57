import type { RouteEntry } from './app-types';
import type { Config } from './config';
import type { Database, Db } from './db/open';
import type { SessionCustomer } from './domain/accounts/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** Set by the session plugin when the request carries a live session. */
    customer: SessionCustomer | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a signed-in customer. Everything else under /api needs one. */
    public?: boolean;
  }
}
