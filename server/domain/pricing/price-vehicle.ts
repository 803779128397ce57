import { eq } from 'drizzle-orm';
import { toCents } from '../../../contract/common';
import type { ReviewPrice } from '../../../contract/pricing';
import type { VehicleWizardData } from '../../../contract/vehicles';
import type { Db } from '../../db/open';
import { catalogVariants, customers, vehicles } from '../../db/schema';
import { HttpError } from '../../http';
import type { FuelType, TyreClass } from './kinds';
import { findChosenVariant, type VariantRow } from '../vehicles/catalogue';
import { priceVehicle, type PricingInput } from './engine';
import { VEHICLE_NOT_FOUND, ownedVehicle } from '../vehicles/own';

type VehicleRow = typeof vehicles.$inferSelect;

/** Engine input from a saved vehicle, its catalogue variant and the customer's state. */
export function pricingInputFor(
  vehicle: Pick<
    VehicleRow,
    | 'kmYearTravelled'
    | 'isVehicleUnderFinance'
    | 'monthlyRepaymentCents'
    | 'isBalloonPayment'
    | 'balloonPaymentCents'
    | 'isVehicleInsurance'
    | 'insuranceAnnualCents'
  >,
  variant: Pick<VariantRow, 'fuelType' | 'consumption' | 'tyreClass'>,
  state: string,
): PricingInput {
  return {
    kmYearTravelled: vehicle.kmYearTravelled,
    fuelType: variant.fuelType as FuelType,
    consumption: Number(variant.consumption),
    tyreClass: variant.tyreClass as TyreClass,
    state,
    isVehicleUnderFinance: vehicle.isVehicleUnderFinance,
    monthlyRepaymentCents: vehicle.monthlyRepaymentCents,
    isBalloonPayment: vehicle.isBalloonPayment,
    balloonPaymentCents: vehicle.balloonPaymentCents,
    isVehicleInsurance: vehicle.isVehicleInsurance,
    insuranceAnnualCents: vehicle.insuranceAnnualCents,
  };
}

/** The wizard's amounts in the cents a saved vehicle keeps. */
export function wizardCents(data: VehicleWizardData) {
  return {
    kmYearTravelled: data.kmYearTravelled,
    isVehicleUnderFinance: data.isVehicleUnderFinance,
    monthlyRepaymentCents: toCents(data.monthlyRepayment),
    isBalloonPayment: data.isBalloonPayment,
    balloonPaymentCents: toCents(data.balloonPayment),
    isVehicleInsurance: data.isVehicleInsurance,
    insuranceAnnualCents: toCents(data.vehicleInsurancePaying),
  };
}

export async function customerState(db: Db, customerId: string): Promise<string> {
  const [row] = await db
    .select({ state: customers.state })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.state ?? '';
}

/**
 * One of the customer's saved vehicles, its catalogue variant and its review price. Another
 * customer's vehicle, or a deleted one, is not found (404).
 */
export async function pricedSavedVehicle(db: Db, customerId: string, vehicleId: string) {
  const [row] = await db
    .select({ vehicle: vehicles, variant: catalogVariants, state: customers.state })
    .from(vehicles)
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(ownedVehicle(customerId, vehicleId));
  if (!row) throw new HttpError(404, VEHICLE_NOT_FOUND);
  const price = priceVehicle(pricingInputFor(row.vehicle, row.variant, row.state));
  return { vehicle: row.vehicle, variant: row.variant, price };
}

/** The review price of one of the customer's saved vehicles; payments charge a plan by it. */
export async function priceSavedVehicle(
  db: Db,
  customerId: string,
  vehicleId: string,
): Promise<ReviewPrice> {
  return (await pricedSavedVehicle(db, customerId, vehicleId)).price;
}

/** Prices wizard data without saving it (POST /api/vehicle/price/preview). */
export async function priceWizardData(
  db: Db,
  customerId: string,
  data: VehicleWizardData,
): Promise<ReviewPrice> {
  const variant = await findChosenVariant(db, data);
  const state = await customerState(db, customerId);
  return priceVehicle(pricingInputFor(wizardCents(data), variant, state));
}
