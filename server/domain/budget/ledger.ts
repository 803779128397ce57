import { and, eq } from 'drizzle-orm';
import {
  BUDGET_CATEGORIES,
  CLAIMABLE_CATEGORIES,
  categoryOfExpense,
  type BudgetCategory,
} from '../../../contract/budget';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import type { Db } from '../../db/open';
import { catalogVariants, customers, expenses, payments, vehicles } from '../../db/schema';
import { monthlyCharges } from '../pricing/engine';
import { pricingInputFor } from '../pricing/price-vehicle';
import { isoOf } from './calendar';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

export type Claim = {
  cents: number;
  on: string;
  category: BudgetCategory;
  type: string;
  state: 'approved' | 'pending';
};
export type Funding = { cents: number; on: string; periodEnd: string | null };

/** Everything the budget figures of one vehicle rest on, read once. */
export type VehicleLedger = {
  vehicleId: string;
  label: string;
  deleted: boolean;
  subscribed: boolean;
  createdOn: string;
  planKmPerYear: number;
  currentOdometer: number;
  regoExpiry: string | null;
  /** The plan's monthly cents per category (OTHER is never funded). */
  monthly: Record<BudgetCategory, number>;
  fundings: Funding[];
  claims: Claim[];
};

const zeroes = (): Record<BudgetCategory, number> =>
  Object.fromEntries(BUDGET_CATEGORIES.map((k) => [k, 0])) as Record<BudgetCategory, number>;

export const isClaimable = (key: BudgetCategory): boolean => CLAIMABLE_CATEGORIES.includes(key);

/**
 * THE source of the running balance and the budget figures (DESIGN §6): succeeded payments
 * (their base amount; the card surcharge is a fee, not credit) fund the plan's lines; approved
 * claims spend them; submitted ones are pending. Deleted vehicles stay in: their money was real.
 */
export async function loadLedgers(db: Db, customerId: string): Promise<VehicleLedger[]> {
  const [vehicleRows, paymentRows, claimRows] = await Promise.all([
    db
      .select({ vehicle: vehicles, variant: catalogVariants, state: customers.state })
      .from(vehicles)
      .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
      .innerJoin(customers, eq(customers.id, vehicles.customerId))
      .where(eq(vehicles.customerId, customerId))
      .orderBy(vehicles.createdOn, vehicles.id),
    db
      .select({
        vehicleId: payments.vehicleId,
        cents: payments.baseAmountCents,
        periodStart: payments.periodStart,
        periodEnd: payments.periodEnd,
        createdOn: payments.createdOn,
      })
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.status, 'succeeded'))),
    db
      .select({
        vehicleId: expenses.vehicleId,
        cents: expenses.amountCents,
        on: expenses.expenseDate,
        type: expenses.type,
        isApproved: expenses.isApproved,
        isRejected: expenses.isRejected,
      })
      .from(expenses)
      .where(and(eq(expenses.customerId, customerId), eq(expenses.isDeleted, false))),
  ]);
  return vehicleRows.map(({ vehicle, variant, state }) => {
    const monthly = zeroes();
    for (const c of monthlyCharges(pricingInputFor(vehicle, variant, state))) {
      monthly[c.key] = c.cents;
    }
    return {
      vehicleId: vehicle.id,
      label: formatVehicleLabel(variant),
      deleted: vehicle.isDeleted,
      subscribed: vehicle.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED,
      createdOn: isoOf(vehicle.createdOn),
      planKmPerYear: vehicle.kmYearTravelled,
      currentOdometer: vehicle.currentOdometer,
      regoExpiry: vehicle.regoExpiry,
      monthly,
      fundings: paymentRows
        .filter((p) => p.vehicleId === vehicle.id)
        .map((p) => ({
          cents: p.cents,
          on: isoOf(p.periodStart ?? p.createdOn),
          periodEnd: p.periodEnd ? isoOf(p.periodEnd) : null,
        }))
        .sort((a, b) => a.on.localeCompare(b.on)),
      claims: claimRows
        .filter((c) => c.vehicleId === vehicle.id && !c.isRejected)
        .map((c) => ({
          cents: c.cents,
          on: c.on,
          type: c.type,
          category: categoryOfExpense(c.type),
          state: c.isApproved ? ('approved' as const) : ('pending' as const),
        })),
    };
  });
}

export type BalanceCents = { paidCents: number; spentCents: number };

/** SPEC §2 Running Balance inputs: Customer Paid and Expense Amount, in cents. */
export function balanceOf(ledgers: readonly VehicleLedger[]): BalanceCents {
  let paidCents = 0;
  let spentCents = 0;
  for (const l of ledgers) {
    for (const f of l.fundings) paidCents += f.cents;
    for (const c of l.claims) if (c.state === 'approved') spentCents += c.cents;
  }
  return { paidCents, spentCents };
}

/** Running balance of the customer (the dashboard tile): every vehicle's ledger together. */
export async function customerBalance(db: Db, customerId: string): Promise<BalanceCents> {
  return balanceOf(await loadLedgers(db, customerId));
}
