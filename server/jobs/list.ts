import type { App } from '../app-types';
import { purgeExpiredSessions } from '../domain/accounts/sessions';
import { refundDue } from '../domain/payments/refunds';
import { paymentContext } from '../domain/payments/select-provider';
import { removeOrphanReceipts } from './orphan-receipts';
import { sendNotifications } from './notifications';
import { runPaymentJobs } from './renewals';

/** One job: does its work for everything due at `now`, answers what it did (for the log). */
export type Job = { name: string; run: (app: App, now: Date) => Promise<unknown> };

/**
 * Every job, in the order one pass runs them. Each claims its own rows (guarded updates, SKIP
 * LOCKED, keyed inserts), so any number of server processes and `npm run jobs` may run the list
 * at once and every effect still happens once.
 */
export const JOBS: Job[] = [
  { name: 'payments', run: (app, now) => runPaymentJobs(paymentContext(app), now) },
  { name: 'refunds', run: (app) => refundDue(paymentContext(app)) },
  {
    name: 'orphanReceipts',
    run: (app, now) => removeOrphanReceipts(app.db, now, undefined, app.receipts),
  },
  { name: 'notifications', run: sendNotifications },
  {
    name: 'sessions',
    run: async (app) => {
      await purgeExpiredSessions(app.db);
      return 'expired sessions purged';
    },
  },
];

export type JobsReport = Record<string, unknown>;

/** One pass of every job; a job that fails is reported and the others still run. */
export async function runJobs(app: App, now: Date = new Date()): Promise<JobsReport> {
  const report: JobsReport = {};
  for (const job of JOBS) {
    try {
      report[job.name] = await job.run(app, now);
    } catch (error) {
      app.log.error({ err: error, job: job.name }, 'job failed');
      report[job.name] = { failed: error instanceof Error ? error.message : String(error) };
    }
  }
  return report;
}
