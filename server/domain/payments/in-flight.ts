import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { payments } from '../../db/schema';

/** A payment is in flight from the moment its row opens until the provider's final answer. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'processing'];

export const PAYMENT_IN_FLIGHT = 'A payment for this vehicle is already being processed';
export const DELETE_WHILE_PAYING =
  'A payment for this vehicle is still being processed, so it cannot be deleted yet. You can delete it once the payment has settled.';
export const CANCEL_WHILE_PAYING =
  'A payment for this plan is still being processed, so it cannot be cancelled yet. You can cancel it once the payment has settled.';

/** Whether money for this vehicle (or this plan) is still on its way. */
export async function hasPaymentInFlight(
  db: Db,
  scope: { vehicleId: string } | { subscriptionId: string },
): Promise<boolean> {
  const owner =
    'vehicleId' in scope
      ? eq(payments.vehicleId, scope.vehicleId)
      : eq(payments.subscriptionId, scope.subscriptionId);
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(owner, inArray(payments.status, OPEN_PAYMENT_STATUSES)))
    .limit(1);
  return rows.length > 0;
}
