import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { vehicleStatusLabel } from '../../contract/subscription-status';
import type { Db } from '../db/open';
import { catalogVariants, customers, fuelCards, vehicles } from '../db/schema';
import { isUuid } from '../db/uuid';

export type VehicleSummary = {
  id: string;
  customerEmail: string;
  rego: string;
  vehicle: string;
  status: string;
  fuelCard: string;
};

export type VehicleFilter = { customer?: string; email?: string; rego?: string };

/**
 * The vehicles an operator looks for before issuing a fuel card: by customer id, customer email
 * or registration (any part of it, case and spaces ignored), with the active card if any.
 */
export async function listVehicles(db: Db, filter: VehicleFilter = {}): Promise<VehicleSummary[]> {
  const conditions: SQL[] = [eq(vehicles.isDeleted, false)];
  if (filter.customer) {
    if (!isUuid(filter.customer)) return [];
    conditions.push(eq(vehicles.customerId, filter.customer));
  }
  if (filter.email) conditions.push(eq(customers.email, filter.email.trim().toLowerCase()));
  if (filter.rego) {
    const rego = filter.rego.replace(/\s+/g, '').toUpperCase();
    conditions.push(
      sql`replace(upper(${vehicles.registrationNumber}), ' ', '') like ${`%${rego.replace(/[%_\\]/g, '\\$&')}%`}`,
    );
  }
  const rows = await db
    .select({
      id: vehicles.id,
      email: customers.email,
      rego: vehicles.registrationNumber,
      name: catalogVariants.name,
      year: vehicles.year,
      status: vehicles.subscribeStatus,
      card: fuelCards.cardNumber,
    })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .leftJoin(fuelCards, and(eq(fuelCards.vehicleId, vehicles.id), eq(fuelCards.isActive, true)))
    .where(and(...conditions))
    .orderBy(asc(customers.email), asc(vehicles.createdOn));
  return rows.map((r) => ({
    id: r.id,
    customerEmail: r.email,
    rego: r.rego,
    vehicle: `${r.year} ${r.name}`,
    status: vehicleStatusLabel(r.status) ?? String(r.status),
    fuelCard: r.card ?? '',
  }));
}
