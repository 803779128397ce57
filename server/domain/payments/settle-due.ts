import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { paymentMethods, payments } from '../../db/schema';
import { applyChargeResult } from '../subscriptions/lifecycle';
import type { PaymentProvider } from './provider';

export type SettleScope = {
  customerId?: string;
  vehicleId?: string;
  subscriptionId?: string;
  now?: Date;
  limit?: number;
};

/**
 * Settles processing direct debits whose time has come by the provider's own clock (the sandbox;
 * Stripe says so by webhook instead). The jobs run it for everyone; paying and cancelling run it
 * for one vehicle or plan first, so a debit past its settle time never blocks them. The rows are
 * claimed with SKIP LOCKED, so several job runners share the work and none waits on another;
 * each outcome is a guarded update, applied once whoever gets there first.
 */
export async function settleDue(
  db: Db,
  provider: PaymentProvider,
  scope: SettleScope = {},
): Promise<number> {
  const now = scope.now ?? new Date();
  const filters: SQL[] = [eq(payments.status, 'processing'), lte(payments.settlesOn, now)];
  if (scope.customerId) filters.push(eq(payments.customerId, scope.customerId));
  if (scope.vehicleId) filters.push(eq(payments.vehicleId, scope.vehicleId));
  if (scope.subscriptionId) filters.push(eq(payments.subscriptionId, scope.subscriptionId));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: payments.id,
        providerRef: payments.providerRef,
        paymentMethodId: paymentMethods.providerId,
      })
      .from(payments)
      .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(and(...filters))
      .limit(scope.limit ?? 500)
      .for('update', { of: payments, skipLocked: true });
    let settled = 0;
    for (const row of due) {
      const result = provider.settleByClock({
        paymentMethodId: row.paymentMethodId,
        providerRef: row.providerRef,
      });
      if (result && (await applyChargeResult(tx, row.id, result, now))) {
        settled += 1;
      }
    }
    return settled;
  });
}
