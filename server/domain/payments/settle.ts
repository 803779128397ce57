import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { paymentMethods, payments, providerEvents } from '../../db/schema';
import { applyChargeResult } from '../subscriptions/lifecycle';
import { chargePayment, type PaymentContext } from './pay';
import type { ProviderEvent } from './provider';
import { isUuid } from '../../db/uuid';

/** How long a payment may stay 'pending' (charge sent, answer not recorded) before a retry. */
export const STALE_PENDING_MS = 2 * 60 * 1000;

/**
 * Finishes payments whose request died between opening the row and recording the answer, by
 * asking again with the same idempotency key: the provider answers the original charge.
 */
export async function recoverStalePending(
  ctx: PaymentContext,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_PENDING_MS);
  const stale = await ctx.db
    .select({ payment: payments, method: paymentMethods })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(and(eq(payments.status, 'pending'), lte(payments.updatedOn, cutoff)))
    .limit(100);
  let recovered = 0;
  for (const { payment, method } of stale) {
    // Claim it for this run: of several job runners only the one whose guarded update moves
    // the clock asks the provider, and the others see a payment no longer stale.
    const [claimed] = await ctx.db
      .update(payments)
      .set({ updatedOn: now })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.status, 'pending'),
          lte(payments.updatedOn, cutoff),
        ),
      )
      .returning({ id: payments.id });
    if (!claimed) continue;
    try {
      await chargePayment(ctx, payment, method, `CarGo plan ${payment.invoiceNumber}`);
      recovered += 1;
    } catch {
      // Still unreachable: it stays pending for a run after the next stale period.
    }
  }
  return recovered;
}

/** 'stale': the payment already had its final answer, so the event changed nothing. */
export type WebhookOutcome = 'applied' | 'stale' | 'duplicate' | 'ignored' | 'unknown-payment';

/**
 * A provider event, handled once: the event id is recorded in the same transaction as its
 * effect, so a redelivery (or two servers receiving it) changes nothing the second time.
 */
export async function handleProviderEvent(db: Db, event: ProviderEvent): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(providerEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (!fresh) return 'duplicate';
    if (event.kind === 'ignored') return 'ignored';
    // Our id travels in the intent's metadata, so an event that outruns the charge's own answer
    // still finds its payment; the provider reference is the fallback.
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        event.paymentId && isUuid(event.paymentId)
          ? eq(payments.id, event.paymentId)
          : eq(payments.providerRef, event.providerRef),
      )
      .limit(1);
    if (!payment) return 'unknown-payment';
    return (await applyChargeResult(tx, payment.id, event.result)) ? 'applied' : 'stale';
  });
}
