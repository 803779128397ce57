/** Fuel a variant runs on, as the pricing engine prices it (plug-in and mild hybrids are 'hybrid'). */
export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'electric', 'lpg'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/**
 * Tyre size class, priced per set of 4 by the pricing engine:
 * small ≤15", medium 16–17", large 18" passenger/SUV, premium 19"+ or performance,
 * light-truck LT/all-terrain sizes of utes, 4x4 wagons and vans.
 */
export const TYRE_CLASSES = ['small', 'medium', 'large', 'premium', 'light-truck'] as const;
export type TyreClass = (typeof TYRE_CLASSES)[number];
