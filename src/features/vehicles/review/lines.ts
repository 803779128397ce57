import { isFuelCostCharge, type ChargeKey, type ReviewPrice } from '../../../../contract/pricing';
import { formatKm } from '../../../lib/format';

export type BreakdownLine = { key: ChargeKey; name: string; description: string; amount: number };

/**
 * The monthly lines of a price. The review shows fuel as its own line (from fuelCost, since the
 * 'fuel cost…' charges never appear in otherCharges); the vehicle detail popup leaves it out.
 */
export function breakdownLines(
  price: ReviewPrice,
  { withFuel }: { withFuel: boolean },
): BreakdownLine[] {
  const charges = price.otherCharges.filter((c) => !isFuelCostCharge(c));
  if (!withFuel) return charges;
  const fuel: BreakdownLine = {
    key: 'FL',
    name: 'Fuel',
    description: `Fuel or charging for ${formatKm(price.kmYearTravelled)} km a year`,
    amount: price.fuelCost,
  };
  return [fuel, ...charges];
}
