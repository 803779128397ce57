import { z } from 'zod';

/** SPEC §3 charge keys: finance, maintenance, fuel, tyres, insurance, roadside, rego/CTP, card, fee. */
export const CHARGE_KEYS = ['FP', 'MC', 'FL', 'TYR', 'CI', 'RSA', 'RCTP', 'CA', 'MF'] as const;
export type ChargeKey = (typeof CHARGE_KEYS)[number];

/** One monthly line of the price breakdown, in dollars. */
export const charge = z.object({
  key: z.enum(CHARGE_KEYS),
  name: z.string(),
  description: z.string(),
  amount: z.number(),
});
export type Charge = z.infer<typeof charge>;

/**
 * SPEC §3 Review price. Every amount is per month in dollars except totalBillAnnually, which is
 * always 12 × totalBill. otherCharges never holds a charge whose name starts with 'fuel cost'.
 */
export const reviewPrice = z.object({
  totalBill: z.number(),
  totalBillAnnually: z.number(),
  kmYearTravelled: z.number().int(),
  financeCost: z.number(),
  fuelCost: z.number(),
  tyreCost: z.number(),
  insuranceCost: z.number(),
  registrationCost: z.number(),
  otherCharges: z.array(charge),
});
export type ReviewPrice = z.infer<typeof reviewPrice>;

/** SPEC §3: charges named 'fuel cost…' are not listed (the fuel line is shown on its own). */
export const isFuelCostCharge = (c: Pick<Charge, 'name'>): boolean =>
  c.name.trim().toLowerCase().startsWith('fuel cost');
