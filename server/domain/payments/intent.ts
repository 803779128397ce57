import { createHash } from 'node:crypto';
import { toDollars } from '../../../contract/common';
import type { PaymentMethodKind } from '../../../contract/payments/methods';
import type { PaymentIntentResponse } from '../../../contract/payments/quotes';
import { HttpError } from '../../http';
import { ownVehicle } from '../vehicles/own';
import { amountsFor } from './amounts';
import type { PaymentContext } from './pay';
import { monthlyBillCents } from './vehicle-price';

/**
 * What paying for a vehicle's plan by one method costs (surcharge included for a card), quoted
 * from the pricing alone: nothing is created at the provider, since the payment itself is made
 * server-side with the saved method. The same vehicle, method and amount answer the same id.
 */
export async function createVehicleIntent(
  ctx: PaymentContext,
  customerId: string,
  vehicleId: string,
  kind: PaymentMethodKind,
): Promise<PaymentIntentResponse> {
  await ownVehicle(ctx.db, customerId, vehicleId);
  const baseCents = await monthlyBillCents(ctx.db, customerId, vehicleId);
  if (baseCents <= 0) throw new HttpError(422, 'This vehicle has no plan amount to pay yet');
  const amounts = amountsFor(kind, baseCents, ctx.surchargeRate);
  const quote = createHash('sha256')
    .update(`${vehicleId}:${kind}:${amounts.totalCents}`)
    .digest('hex')
    .slice(0, 24);
  return {
    id: `quote_${quote}`,
    clientSecret: '',
    provider: ctx.provider.name,
    method: kind,
    currency: 'aud',
    amount: toDollars(amounts.totalCents),
    baseAmount: toDollars(amounts.baseCents),
    surcharge: toDollars(amounts.surchargeCents),
  };
}
