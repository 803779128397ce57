import type { PaymentContext } from '../domain/payments/pay';
import { recoverStalePending } from '../domain/payments/settle';
import { settleDue } from '../domain/payments/settle-due';
import { renewDue, type RenewalSummary } from '../domain/subscriptions/renew';

export type JobsSummary = {
  settled: number;
  recovered: number;
  renewals: RenewalSummary;
};

/**
 * One pass of the payment jobs: settle direct debits whose time has come, finish payments whose
 * request died half way, then charge every subscription whose period has ended. Safe to run from
 * several processes at once: each step changes only rows still open, and renewals are keyed.
 */
export async function runPaymentJobs(
  ctx: PaymentContext,
  now: Date = new Date(),
): Promise<JobsSummary> {
  const settled = await settleDue(ctx.db, ctx.provider, { now });
  const recovered = await recoverStalePending(ctx, now);
  const renewals = await renewDue(ctx, now);
  // A renewal by direct debit may settle at once on the sandbox's clock.
  const settledAfter = await settleDue(ctx.db, ctx.provider, { now });
  return { settled: settled + settledAfter, recovered, renewals };
}
