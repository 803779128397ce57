import { and, eq } from 'drizzle-orm';
import { payments, paymentMethods } from '../../db/schema';
import { HttpError } from '../../http';
import type { ChargeResult } from './provider';
import { defaultMethod, type MethodRow } from './methods';
import { ownVehicle } from '../vehicles/own';
import { payForVehicle, type PaymentContext, type StartedPayment } from './pay';

/**
 * The provider and the payments table see one key per customer and Idempotency-Key, so the
 * same key from two customers never meets, and a repeat finds the payment the first one made.
 */
export const retryKey = (customerId: string, key: string): string => `retry:${customerId}:${key}`;

/** A method the customer owns, by id, of either kind; 404 otherwise. */
async function ownMethod(ctx: PaymentContext, customerId: string, id: string): Promise<MethodRow> {
  const [row] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.customerId, customerId),
        eq(paymentMethods.isDeleted, false),
      ),
    );
  if (!row) throw new HttpError(404, 'Payment method not found');
  return row;
}

/** The default card, else the default bank: what 'Fix payment' charges unless told otherwise. */
async function defaultForRetry(ctx: PaymentContext, customerId: string): Promise<MethodRow> {
  const method =
    (await defaultMethod(ctx.db, customerId, 'card')) ??
    (await defaultMethod(ctx.db, customerId, 'bank'));
  if (!method) throw new HttpError(422, 'Add a card or bank account to pay for this plan');
  return method;
}

/** The answer a repeat gets: the payment the first request with this key made, as it stands. */
async function earlierAttempt(
  ctx: PaymentContext,
  customerId: string,
  key: string,
): Promise<StartedPayment | null> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)));
  if (!payment) return null;
  const status: ChargeResult['status'] =
    payment.status === 'succeeded'
      ? 'succeeded'
      : payment.status === 'processing' || payment.status === 'pending'
        ? 'processing'
        : 'failed';
  return {
    payment,
    result: { status, providerRef: payment.providerRef, failureMessage: payment.failureMessage },
  };
}

/**
 * 'Fix payment': charges a vehicle whose plan is pending or whose payment failed again, with the
 * chosen method or the default one, through the same first-payment path as the payment page
 * (one payment in flight per vehicle, a subscribed vehicle refused). With an Idempotency-Key a
 * repeat answers the first attempt and charges nothing.
 */
export async function retryVehiclePayment(
  ctx: PaymentContext,
  customerId: string,
  vehicleId: string,
  options: { methodId?: string; idempotencyKey?: string } = {},
): Promise<StartedPayment> {
  await ownVehicle(ctx.db, customerId, vehicleId);
  const key = options.idempotencyKey ? retryKey(customerId, options.idempotencyKey) : undefined;
  if (key) {
    const earlier = await earlierAttempt(ctx, customerId, key);
    if (earlier) return earlier;
  }
  const method = options.methodId
    ? await ownMethod(ctx, customerId, options.methodId)
    : await defaultForRetry(ctx, customerId);
  try {
    return await payForVehicle(ctx, customerId, vehicleId, method, { idempotencyKey: key });
  } catch (error) {
    // Two requests with one key at once: the second waited on the vehicle's lock; answer with
    // what the first one did rather than its refusal.
    const earlier = key ? await earlierAttempt(ctx, customerId, key) : null;
    if (earlier) return earlier;
    throw error;
  }
}
