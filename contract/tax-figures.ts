import { z } from 'zod/mini';

/**
 * What the tax-time page shows beside each ZIP: the financial year's and the FBT year's
 * kilometres, running costs, business use, EV home charging and the GST a customer can claim.
 * Every rule names its source; docs/tax-time.md says the same with worked examples.
 */
export const ATO_FBT_YEAR_SOURCE =
  'ATO: the FBT year runs from 1 April to 31 March (FBTAA s136(1) ‘year of tax’)';
export const ATO_EV_SOURCE =
  'ATO: PCG 2024/2 — home charging of a zero-emissions electric car at 4.20 cents a kilometre; commercial charging is claimed from its receipts';
export const ATO_GST_SOURCE =
  'ATO: a GST credit needs a valid tax invoice for a purchase over $82.50 (GST Act s29-70); the GST in a taxable price is 1/11 of it';

/** PCG 2024/2's rate, 4.20 c/km, in tenths of a cent so the sums stay whole. */
export const ATO_EV_RATE_TENTHS_OF_CENT = 42;
export const PHEV_HOME_CHARGING_SENTENCE =
  'This is a plug-in hybrid: PCG 2024/2’s 4.20 c/km covers zero-emissions electric cars only, so its home charging cannot be worked out from kilometres. Keep your electricity bills to show what charging cost.';
/** Claim types with no GST in them (government charges), so none is estimated. */
export const GST_FREE_TYPES = ['Registration'] as const;
export const GST_ESTIMATE_BASIS =
  'Where a claim’s receipt has not been read for GST, it is estimated as 1/11 of the amount (none for registration, a government charge) and counted as without a valid tax invoice.';

export const homeCharging = z.object({
  kind: z.enum(['electric', 'plug-in-hybrid']),
  /** Dollars; null when it cannot be worked out (a plug-in hybrid, or no readings). */
  amount: z.nullable(z.number()),
  basis: z.string(),
});

export const vehicleYear = z.object({
  vehicleId: z.string(),
  vehicleLabel: z.string(),
  km: z.nullable(z.number().check(z.int())),
  kmBasis: z.string(),
  businessPercent: z.nullable(z.number()),
  businessBasis: z.string(),
  homeCharging: z.nullable(homeCharging),
});
export type VehicleYear = z.infer<typeof vehicleYear>;

export const gstSummary = z.object({
  withInvoice: z.number(),
  withoutInvoice: z.number(),
  estimated: z.number(),
  claims: z.number().check(z.int()),
});
export type GstSummary = z.infer<typeof gstSummary>;

export const yearFigures = z.object({
  kind: z.enum(['financial', 'fbt']),
  label: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  vehicles: z.array(vehicleYear),
  /** Approved claims by type, in dollars, largest first. */
  runningCosts: z.array(z.object({ type: z.string(), amount: z.number() })),
  runningCostsTotal: z.number(),
  gst: gstSummary,
});
export type YearFigures = z.infer<typeof yearFigures>;

/** GET /api/customer/tax-time/:year/figures: the financial year and the FBT year ending in it. */
export const taxFigures = z.object({ financialYear: yearFigures, fbtYear: yearFigures });
export type TaxFigures = z.infer<typeof taxFigures>;

export const taxFiguresPath = (year: number) => `/api/customer/tax-time/${year}/figures`;
