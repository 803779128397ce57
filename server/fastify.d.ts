import type { RouteEntry } from './app-types';
import type { Config } from './config';
import type { Database, Db } from './db/open';
import type { SessionKey } from './domain/accounts/sessions';
import type { SessionCustomer } from './domain/accounts/sessions';
import type { Lifecycle } from './lifecycle';
import type { ReceiptStore } from './storage/receipt-store';
import type { PaymentProvider } from './domain/payments/provider';
import type { JobTimer } from './jobs/schedule';
import type { Mailer } from './mail/mailer';
import type { PushKeys } from './domain/notifications/push-send';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The signed-in lists' pages (`Database.keyedReads`): prepared once, planned once. */
    keyedReads: Db;
    database: Database;
    config: Config;
    routeTable: RouteEntry[];
    /** Receipt bytes, shared by every server process (DESIGN §6). */
    receipts: ReceiptStore;
    /** Set to draining when shutdown begins; readiness reads it. */
    lifecycle: Lifecycle;
    /** The payment provider every route and job uses (setAppProvider swaps it in tests). */
    payments: PaymentProvider;
    /** AES-256-GCM key of the payout accounts' numbers (server/domain/payout/key.ts). */
    payoutKey: Buffer;
    /** The jobs' timer: main starts it; a processing debit wakes it at its settle time. */
    jobs: JobTimer;
    /** Reset links and notifications by email (SMTP, or files under DATA_DIR/mail). */
    mailer: Mailer;
    /** The VAPID pair push notifications are signed with; null: this server sends no push. */
    push: PushKeys | null;
  }
  interface FastifyRequest {
    /** Set by the session plugin when the request carries a live session. */
    customer: SessionCustomer | null;
    /** Set instead, for a `sessionInQuery` route: its statement checks the session itself. */
    sessionKey: SessionKey | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a signed-in customer. Everything else under /api needs one. */
    public?: boolean;
    /**
     * A signed-in list whose statement checks the session itself (session-scope.ts): one round
     * trip instead of a lookup and then the page. The handler answers through answerListPage.
     */
    sessionInQuery?: boolean;
    /**
     * A signed-in read that is not a list: its answer's digest is its ETag, and a request naming
     * that tag gets a 304 with no body (plugins/answer-etag.ts).
     */
    answerEtag?: boolean;
  }
}
