import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import { paymentMethods, payments, providerEvents } from '../../db/schema';
import { applyChargeResult } from '../subscriptions/lifecycle';
import { chargePayment, type PaymentContext } from './pay';
import type { PaymentProvider, ProviderEvent } from './provider';

/**
 * Settles processing direct debits whose time has come by the provider's own clock (the sandbox;
 * Stripe says so by webhook instead). Run by the jobs and before a customer's logs are read.
 */
const dueColumns = {
  id: payments.id,
  providerRef: payments.providerRef,
  paymentMethodId: paymentMethods.providerId,
};

// Read before every log page the customer opens, so it is built once (see preparedFor).
const customerDue = preparedFor(
  (db, name) =>
    db
      .select(dueColumns)
      .from(payments)
      .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(
        and(
          eq(payments.status, 'processing'),
          lte(payments.settlesOn, sql.placeholder('now')),
          eq(payments.customerId, sql.placeholder('customerId')),
        ),
      )
      .limit(500)
      .prepare(name),
  'customer_due_debits',
);

export async function settleDue(
  db: Db,
  provider: PaymentProvider,
  options: { customerId?: string; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const { customerId } = options;
  const due = customerId
    ? await customerDue(db).execute({ now, customerId })
    : await db
        .select(dueColumns)
        .from(payments)
        .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
        .where(and(eq(payments.status, 'processing'), lte(payments.settlesOn, now)))
        .limit(500);
  let settled = 0;
  for (const row of due) {
    const result = provider.settleByClock({
      paymentMethodId: row.paymentMethodId,
      providerRef: row.providerRef,
    });
    if (result && (await applyChargeResult(db, row.id, result, now))) settled += 1;
  }
  return settled;
}

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
  const stale = await ctx.db
    .select({ payment: payments, method: paymentMethods })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(
      and(
        eq(payments.status, 'pending'),
        lte(payments.updatedOn, new Date(now.getTime() - STALE_PENDING_MS)),
      ),
    )
    .limit(100);
  let recovered = 0;
  for (const { payment, method } of stale) {
    try {
      await chargePayment(ctx, payment, method, `CarGo plan ${payment.invoiceNumber}`);
      recovered += 1;
    } catch {
      // Still unreachable: it stays pending for the next run.
    }
  }
  return recovered;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
        event.paymentId && UUID.test(event.paymentId)
          ? eq(payments.id, event.paymentId)
          : eq(payments.providerRef, event.providerRef),
      )
      .limit(1);
    if (!payment) return 'unknown-payment';
    return (await applyChargeResult(tx, payment.id, event.result)) ? 'applied' : 'stale';
  });
}
