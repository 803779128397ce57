import { and, eq, lte, not, sql } from 'drizzle-orm';
import type { PaymentMethodKind } from '../../../contract/payments/methods';
import { paymentMethods, payments, subscriptions, vehicles } from '../../db/schema';
import { amountsFor, type Amounts } from '../payments/amounts';
import { defaultMethod, type MethodRow } from '../payments/methods';
import { chargePayment, invoiceNumber, type PaymentContext } from '../payments/pay';
import { monthlyBillCents } from '../payments/vehicle-price';
import type { PaymentRow, SubscriptionRow } from './lifecycle';
import { addMonth, renewalKey } from './period';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

export const NO_METHOD_MESSAGE = 'No saved card or bank account to renew with.';

export type RenewalSummary = {
  due: number;
  charged: number;
  failed: number;
  processing: number;
  /** Due plans that could not be opened (each logged as an error). */
  stuck: number;
};

/** Whether the plan's current period already has its payment, compared in SQL. */
const periodCovered = sql<boolean>`exists (select 1 from ${payments}
  where ${payments.subscriptionId} = ${subscriptions.id}
    and ${payments.periodStart} = ${subscriptions.endDate})`;

/**
 * The default method of the kind the plan was paid with, else the default of the other kind:
 * the customer's current choice pays, not a card they may since have replaced.
 */
async function renewalMethod(
  ctx: PaymentContext,
  subscription: SubscriptionRow,
): Promise<{ kind: PaymentMethodKind; method: MethodRow | null }> {
  let kind: PaymentMethodKind = 'card';
  if (subscription.paymentMethodId) {
    const [original] = await ctx.db
      .select({ kind: paymentMethods.kind })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, subscription.paymentMethodId));
    if (original) kind = original.kind;
  }
  const other: PaymentMethodKind = kind === 'card' ? 'bank' : 'card';
  const method =
    (await defaultMethod(ctx.db, subscription.customerId, kind)) ??
    (await defaultMethod(ctx.db, subscription.customerId, other));
  return { kind: method?.kind ?? kind, method };
}

async function currentPriceCents(ctx: PaymentContext, subscription: SubscriptionRow) {
  try {
    const cents = await monthlyBillCents(ctx.db, subscription.customerId, subscription.vehicleId);
    return cents > 0 ? cents : subscription.amountCents;
  } catch {
    // A vehicle the pricing can no longer price keeps the amount it was subscribed at.
    return subscription.amountCents;
  }
}

/** Why no renewal was opened for a plan the pass found due. */
type NotOpened =
  /** Another runner holds the plan, or it stopped running or moved on since it was read. */
  | 'elsewhere'
  /** Still due, yet its period's key is taken by a payment for another period: never opens. */
  | 'stuck';

/**
 * Opens the period's renewal payment while holding the plan (FOR UPDATE SKIP LOCKED): a cancel
 * then waits for it and sees the renewal in flight, or has already cancelled and this finds the
 * plan no longer running. A plan another runner holds is skipped; its key lets only one insert
 * win. Whether the period already has its payment is asked in SQL, at the precision stored.
 */
async function openRenewal(
  ctx: PaymentContext,
  subscription: SubscriptionRow,
  periodStart: Date,
  kind: PaymentMethodKind,
  method: MethodRow | null,
  amounts: Amounts,
  now: Date,
): Promise<PaymentRow | NotOpened> {
  return ctx.db.transaction(async (tx) => {
    const [running] = await tx
      .select({ endDate: subscriptions.endDate, covered: periodCovered })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          eq(subscriptions.status, SUBSCRIPTION_STATUS.SUBSCRIBED),
        ),
      )
      .for('update', { skipLocked: true });
    if (!running || running.covered) return 'elsewhere';
    // Renewed meanwhile by another runner: its end date moved on.
    if (running.endDate?.getTime() !== periodStart.getTime()) return 'elsewhere';
    // Opened already (by another runner, which may be recording its answer right now): a plain
    // read, because inserting against that row would wait on its update while this holds the plan
    // that update needs next.
    const key = renewalKey(subscription.id, periodStart);
    const [opened] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    // The key is taken, yet no payment covers the period the plan ends at (checked above).
    if (opened) return 'stuck';
    const id = crypto.randomUUID();
    const [payment] = await tx
      .insert(payments)
      .values({
        id,
        customerId: subscription.customerId,
        vehicleId: subscription.vehicleId,
        subscriptionId: subscription.id,
        paymentMethodId: method?.id ?? null,
        method: kind,
        baseAmountCents: amounts.baseCents,
        surchargeCents: amounts.surchargeCents,
        amountCents: amounts.totalCents,
        status: method ? 'pending' : 'failed',
        failureMessage: method ? '' : NO_METHOD_MESSAGE,
        idempotencyKey: key,
        periodStart,
        periodEnd: addMonth(periodStart),
        invoiceNumber: invoiceNumber(id, now),
        createdOn: now,
        updatedOn: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    if (payment && !method) {
      await tx
        .update(subscriptions)
        .set({ lastFailure: NO_METHOD_MESSAGE, updatedOn: now })
        .where(eq(subscriptions.id, subscription.id));
    }
    return payment ?? 'elsewhere';
  });
}

/**
 * Charges every subscription whose period has ended, once per period: the payment's idempotency
 * key names the subscription and the period, and it is unique in the database, so a second job
 * process (or server) that reaches the same subscription inserts nothing and charges nothing.
 * A failed renewal is a FAILURE payment plus lastFailure on the subscription, and is not retried
 * for that period.
 */
export async function renewDue(
  ctx: PaymentContext,
  now: Date = new Date(),
  limit = 200,
): Promise<RenewalSummary> {
  const due = await ctx.db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .where(
      and(
        eq(subscriptions.status, SUBSCRIPTION_STATUS.SUBSCRIBED),
        eq(subscriptions.isSubscribed, true),
        lte(subscriptions.endDate, now),
        eq(vehicles.isDeleted, false),
        not(periodCovered),
      ),
    )
    .limit(limit);

  const summary: RenewalSummary = {
    due: due.length,
    charged: 0,
    failed: 0,
    processing: 0,
    stuck: 0,
  };
  for (const { subscription } of due) {
    const periodStart = subscription.endDate;
    if (!periodStart) continue;
    const { kind, method } = await renewalMethod(ctx, subscription);
    const amounts = amountsFor(kind, await currentPriceCents(ctx, subscription), ctx.surchargeRate);
    const payment = await openRenewal(ctx, subscription, periodStart, kind, method, amounts, now);
    if (payment === 'stuck') {
      // Reported due on every pass and never charged: someone has to look.
      summary.stuck += 1;
      ctx.log?.error(
        { subscriptionId: subscription.id, endDate: periodStart.toISOString() },
        'renewal due but could not be opened: its period key is taken by a payment for another period',
      );
      continue;
    }
    if (payment === 'elsewhere') continue;
    if (!method) {
      summary.failed += 1;
      continue;
    }
    try {
      const { result } = await chargePayment(
        ctx,
        payment,
        method,
        `CarGo plan renewal ${payment.invoiceNumber}`,
      );
      if (result.status === 'succeeded') summary.charged += 1;
      else if (result.status === 'processing') summary.processing += 1;
      else summary.failed += 1;
    } catch {
      // Provider unreachable: the payment stays pending and recoverStalePending finishes it.
      summary.processing += 1;
    }
  }
  return summary;
}
