import { and, eq } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema';
import type { PaymentContext } from './pay';

export type RefundSummary = { refunded: number; failed: number };

/**
 * Pays back every refund still due (money that settled for a plan no longer running). Each is
 * claimed by a guarded update before the provider is asked, so of several job runners one makes
 * it; the idempotency key per payment means a retried refund never pays back twice.
 */
export async function refundDue(ctx: PaymentContext, limit = 100): Promise<RefundSummary> {
  const due = await ctx.db
    .select({ refund: refunds, providerRef: payments.providerRef })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.status, 'due'))
    .limit(limit);
  const summary: RefundSummary = { refunded: 0, failed: 0 };
  for (const { refund, providerRef } of due) {
    const [claimed] = await ctx.db
      .update(refunds)
      .set({ status: 'refunding', updatedOn: new Date() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'due')))
      .returning({ id: refunds.id });
    if (!claimed) continue;
    try {
      const ref = await ctx.provider.refund({
        providerRef,
        amountCents: refund.amountCents,
        idempotencyKey: `refund:${refund.paymentId}`,
      });
      const now = new Date();
      await ctx.db
        .update(refunds)
        .set({ status: 'refunded', providerRef: ref, refundedOn: now, updatedOn: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'refunding')));
      summary.refunded += 1;
    } catch {
      // The provider said no or could not be reached: due again for the next pass.
      await ctx.db
        .update(refunds)
        .set({ status: 'due', updatedOn: new Date() })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'refunding')));
      summary.failed += 1;
    }
  }
  return summary;
}
