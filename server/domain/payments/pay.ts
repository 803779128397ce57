import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { payments, subscriptions, vehicles } from '../../db/schema';
import { HttpError } from '../../http';
import { applyChargeResult, type PaymentRow } from '../subscriptions/lifecycle';
import { addMonth, firstPaymentKey } from '../subscriptions/period';
import { ownVehicle } from '../vehicles/own';
import { amountsFor } from './amounts';
import { providerCustomerRef } from './customer-ref';
import { hasPaymentInFlight, PAYMENT_IN_FLIGHT } from './in-flight';
import type { MethodRow } from './methods';
import type { ChargeResult, PaymentProvider } from './provider';
import { ProviderError } from './provider';
import { settleDue } from './settle-due';
import { monthlyBillCents } from './vehicle-price';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

export type PaymentContext = {
  db: Db;
  provider: PaymentProvider;
  surchargeRate: number;
  /** Told when a charge answers 'processing' with a settle time, so the jobs settle it then. */
  settleAt?: (at: Date) => void;
  /** Where the jobs report what needs a person (the app's logger). */
  log?: { error(details: object, message: string): void };
};

export type StartedPayment = { payment: PaymentRow; result: ChargeResult };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A number a person can quote on the phone, e.g. CG-21NOV2026-1A2B3C4D; the id keeps it unique.
 * The month is spelt so no run of digits is long enough to pass for a card number, which logs
 * and the card-number checks would rightly flag.
 */
export const invoiceNumber = (id: string, on: Date): string => {
  const day = String(on.getUTCDate()).padStart(2, '0');
  const month = MONTHS[on.getUTCMonth()] ?? '';
  return `CG-${day}${month}${on.getUTCFullYear()}-${id.slice(0, 8).toUpperCase()}`;
};

/**
 * Opens the payment that subscribes a vehicle: a pending subscription for it (reused across
 * attempts) and a 'pending' payment row, under a lock on the vehicle so two clicks cannot both
 * charge. A vehicle already subscribed, or with a payment still in flight, is refused.
 */
async function openFirstPayment(
  ctx: PaymentContext,
  customerId: string,
  vehicleId: string,
  method: MethodRow,
  amounts: ReturnType<typeof amountsFor>,
  now: Date,
  idempotencyKey?: string,
): Promise<PaymentRow> {
  return ctx.db.transaction(async (tx) => {
    const vehicle = await ownVehicle(tx, customerId, vehicleId, { lock: true });
    // A debit whose settle time has passed has an answer already: record it before deciding,
    // so a bounced debit never blocks the next attempt with 'already being processed'.
    await settleDue(tx, ctx.provider, { vehicleId, now });
    const [fresh] = await tx
      .select({ subscribeStatus: vehicles.subscribeStatus })
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.id));
    if (fresh?.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED) {
      throw new HttpError(409, 'This vehicle is already subscribed');
    }
    if (await hasPaymentInFlight(tx, vehicleId)) throw new HttpError(409, PAYMENT_IN_FLIGHT);
    const [pending] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.vehicleId, vehicleId),
          eq(subscriptions.customerId, customerId),
          eq(subscriptions.status, SUBSCRIPTION_STATUS.PENDING),
        ),
      )
      .orderBy(desc(subscriptions.createdOn))
      .limit(1);
    let subscriptionId = pending?.id;
    if (subscriptionId) {
      await tx
        .update(subscriptions)
        .set({ amountCents: amounts.baseCents, paymentMethodId: method.id, updatedOn: now })
        .where(eq(subscriptions.id, subscriptionId));
    } else {
      subscriptionId = crypto.randomUUID();
      await tx.insert(subscriptions).values({
        id: subscriptionId,
        customerId,
        vehicleId,
        status: SUBSCRIPTION_STATUS.PENDING,
        isSubscribed: false,
        amountCents: amounts.baseCents,
        paymentMethodId: method.id,
      });
    }
    const id = crypto.randomUUID();
    const [payment] = await tx
      .insert(payments)
      .values({
        id,
        customerId,
        vehicleId,
        subscriptionId,
        paymentMethodId: method.id,
        method: method.kind,
        baseAmountCents: amounts.baseCents,
        surchargeCents: amounts.surchargeCents,
        amountCents: amounts.totalCents,
        status: 'pending',
        idempotencyKey: idempotencyKey ?? firstPaymentKey(id),
        periodStart: now,
        periodEnd: addMonth(now),
        invoiceNumber: invoiceNumber(id, now),
        createdOn: now,
        updatedOn: now,
      })
      .returning();
    if (!payment) throw new Error('insert returned no row');
    return payment;
  });
}

/**
 * Charges a payment row through the provider and records the answer. A refusal (bad method) is
 * a failed payment; an outage leaves the row pending, and the jobs retry it with the same
 * idempotency key, so the customer is charged at most once whatever happened in between.
 */
export async function chargePayment(
  ctx: PaymentContext,
  payment: PaymentRow,
  method: MethodRow,
  description: string,
): Promise<StartedPayment> {
  let result: ChargeResult;
  try {
    const customerRef = await providerCustomerRef(ctx.db, ctx.provider, payment.customerId);
    result = await ctx.provider.charge({
      customerRef,
      amountCents: payment.amountCents,
      paymentMethodId: method.providerId,
      idempotencyKey: payment.idempotencyKey,
      kind: method.kind,
      description,
      reference: payment.id,
    });
  } catch (error) {
    if (error instanceof ProviderError && error.statusCode < 500) {
      result = { status: 'failed', providerRef: '', failureMessage: error.message };
    } else {
      throw error;
    }
  }
  const updated = await applyChargeResult(ctx.db, payment.id, result);
  if (result.status === 'processing' && result.settlesOn) ctx.settleAt?.(result.settlesOn);
  return { payment: updated ?? payment, result };
}

/**
 * The first payment for a vehicle (SPEC §4): totalBill, plus the surcharge line for a card.
 * `forget` detaches a method the customer chose not to save once its charge has an answer;
 * `idempotencyKey` (a retry's, see retry.ts) replaces the payment's own key.
 */
export async function payForVehicle(
  ctx: PaymentContext,
  customerId: string,
  vehicleId: string,
  method: MethodRow,
  options: { forget?: boolean; now?: Date; idempotencyKey?: string } = {},
): Promise<StartedPayment> {
  const now = options.now ?? new Date();
  await ownVehicle(ctx.db, customerId, vehicleId);
  const baseCents = await monthlyBillCents(ctx.db, customerId, vehicleId);
  if (baseCents <= 0) throw new HttpError(422, 'This vehicle has no plan amount to pay yet');
  const amounts = amountsFor(method.kind, baseCents, ctx.surchargeRate);
  const payment = await openFirstPayment(
    ctx,
    customerId,
    vehicleId,
    method,
    amounts,
    now,
    options.idempotencyKey,
  );
  const started = await chargePayment(ctx, payment, method, `CarGo plan ${payment.invoiceNumber}`);
  if (options.forget && started.result.status !== 'processing') {
    // Best effort: the row is already hidden and never charged again if the provider is slow.
    await ctx.provider.removeMethod(method.providerId).catch(() => undefined);
  }
  return started;
}
