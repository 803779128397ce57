import { z } from 'zod/mini';

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
  kmYearTravelled: z.number().check(z.int()),
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

/**
 * The most one payment can take (AUD 999,999.99, the card processor's single-charge ceiling).
 * A plan whose monthly bill, with the card surcharge, would pass it cannot be subscribed to.
 */
export const MAX_CHARGE_CENTS = 99_999_999;
/** The largest monthly plan: its card payment still fits at the highest surcharge allowed (10%). */
export const MAX_MONTHLY_PLAN_CENTS = Math.floor(MAX_CHARGE_CENTS / 1.1);
export const PLAN_TOO_LARGE_MESSAGE =
  'This plan would cost more each month than one payment can take ($999,999.99). Please check the km per year and amounts.';
