import { toCents } from '../../../contract/common';
import type { Db } from '../../db/open';
import { priceSavedVehicle } from '../pricing/price-vehicle';

/** The vehicle's current monthly plan price (totalBill) in cents, as the review page shows it. */
export async function monthlyBillCents(
  db: Db,
  customerId: string,
  vehicleId: string,
): Promise<number> {
  const price = await priceSavedVehicle(db, customerId, vehicleId);
  return toCents(price.totalBill);
}
