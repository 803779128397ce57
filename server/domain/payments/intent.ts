import { toDollars } from '../../../contract/common';
import type { PaymentIntentResponse, PaymentMethodKind } from '../../../contract/payments';
import { HttpError } from '../../http';
import { amountsFor } from './amounts';
import { providerCustomerRef } from './customer-ref';
import { findOwnVehicle, type PaymentContext } from './pay';
import { monthlyBillCents } from './vehicle-price';

/**
 * A payment intent for a vehicle's plan by one method: the amounts the customer will be charged
 * (surcharge included for a card) and, with Stripe, the client secret. The same vehicle, method
 * and amount answer the same intent, so opening the payment page again creates nothing new.
 */
export async function createVehicleIntent(
  ctx: PaymentContext,
  customerId: string,
  vehicleId: string,
  kind: PaymentMethodKind,
): Promise<PaymentIntentResponse> {
  await findOwnVehicle(ctx.db, customerId, vehicleId);
  const baseCents = await monthlyBillCents(ctx.db, customerId, vehicleId);
  if (baseCents <= 0) throw new HttpError(422, 'This vehicle has no plan amount to pay yet');
  const amounts = amountsFor(kind, baseCents, ctx.surchargeRate);
  const customerRef = await providerCustomerRef(ctx.db, ctx.provider, customerId);
  const intent = await ctx.provider.createPaymentIntent({
    customerRef,
    amountCents: amounts.totalCents,
    kind,
    idempotencyKey: `intent:${vehicleId}:${kind}:${amounts.totalCents}`,
  });
  return {
    id: intent.id,
    clientSecret: intent.clientSecret,
    provider: ctx.provider.name,
    method: kind,
    currency: 'aud',
    amount: toDollars(amounts.totalCents),
    baseAmount: toDollars(amounts.baseCents),
    surcharge: toDollars(amounts.surchargeCents),
  };
}
