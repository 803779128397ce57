import type { RouteEntry } from './app-types';
import type { Config } from './config';
import type { Database, Db } from './db/open';
import type { SessionCustomer } from './domain/accounts/sessions';
import type { Lifecycle } from './lifecycle';
import type { ReceiptStore } from './storage/receipt-store';
import type { PaymentProvider } from './domain/payments/provider';
import type { JobTimer } from './jobs/schedule';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    routeTable: RouteEntry[];
    /** Receipt bytes, shared by every server process (DESIGN §6). */
    receipts: ReceiptStore;
    /** Set to draining when shutdown begins; readiness reads it. */
    lifecycle: Lifecycle;
    /** The payment provider every route and job uses (setAppProvider swaps it in tests). */
    payments: PaymentProvider;
    /** The jobs' timer: main starts it; a processing debit wakes it at its settle time. */
    jobs: JobTimer;
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
