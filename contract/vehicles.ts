import { z } from 'zod/mini';
import { email, money, phone, requiredText, textWithoutControls } from './common';
import { reviewPrice } from './pricing';
import { vehicleLabel } from './vehicle-label';
import { currentOdometer } from './odometer';
import { groupDigits } from './locale';

export const KM_PER_YEAR_MAX = 1_000_000_000;
export const ODOMETER_MAX = 100_000;
export const FINANCE_AMOUNT_MAX = 1_000_000;
export const INSURANCE_AMOUNT_MAX = 1_000_000;
export const WHO_IS_USING = ['SELF', 'OTHER'] as const;
export type WhoIsUsing = (typeof WHO_IS_USING)[number];

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} is required` })
    .check(
      z.int(`${label} must be a whole number`),
      z.gte(0, `${label} cannot be negative`),
      z.lte(max, `${label} must be at most ${groupDigits(max)}`),
    );

const yesNo = (question: string) => z.boolean({ error: `Please answer: ${question}` });

// ---- Step 1: vehicle details (SPEC §5 Vehicle details) ----
export const vehicleDetailsShape = {
  make: requiredText('Make', 60),
  model: requiredText('Model', 80),
  year: z
    .number({ error: 'Year is required' })
    .check(
      z.int('Year is required'),
      z.gte(1900, 'Year is required'),
      z.lte(2100, 'Year is required'),
    ),
  vehicleMasterId: z.string({ error: 'Vehicle is required' }).check(z.uuid('Vehicle is required')),
  registerationNumber: z.pipe(
    requiredText('Registration number', 10).check(
      z.regex(
        /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
        'Registration number can only have letters, numbers, spaces and hyphens',
      ),
    ),
    z.transform((v: string) => v.toUpperCase()),
  ),
  kmYearTravelled: wholeNumber('Km per year', KM_PER_YEAR_MAX),
  currentOdometer: wholeNumber('Current odometer', ODOMETER_MAX),
  whoIsUsing: z.enum(WHO_IS_USING, { error: 'Please choose who uses the vehicle' }),
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  phoneNumber: phone,
  emailAddress: email,
};
export const vehicleDetailsStep = z.object(vehicleDetailsShape);

// ---- Step 2: finance ----
export const financeShape = {
  isVehicleUnderFinance: yesNo('Is the vehicle under finance?'),
  monthlyRepayment: z.nullish(money('Monthly repayment', FINANCE_AMOUNT_MAX)),
  isBalloonPayment: z.nullish(z.boolean()),
  balloonPayment: z.nullish(money('Balloon payment', FINANCE_AMOUNT_MAX)),
};
type FinanceFields = {
  isVehicleUnderFinance: boolean;
  monthlyRepayment?: number | null | undefined;
  isBalloonPayment?: boolean | null | undefined;
  balloonPayment?: number | null | undefined;
};

const requireAmount = (
  ctx: z.core.$RefinementCtx,
  path: string,
  label: string,
  value: number | null | undefined,
) => {
  if (value === undefined || value === null) {
    ctx.addIssue({ code: 'custom', path: [path], message: `${label} is required` });
  } else if (value === 0) {
    ctx.addIssue({ code: 'custom', path: [path], message: `${label} must be more than $0` });
  }
};

/** Amounts are asked (and required) only after a Yes (SPEC §4–§5). */
function financeRules(v: FinanceFields, ctx: z.core.$RefinementCtx): void {
  if (!v.isVehicleUnderFinance) return;
  requireAmount(ctx, 'monthlyRepayment', 'Monthly repayment', v.monthlyRepayment);
  if (v.isBalloonPayment === undefined || v.isBalloonPayment === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['isBalloonPayment'],
      message: 'Please answer: Is there a balloon payment?',
    });
  } else if (v.isBalloonPayment) {
    requireAmount(ctx, 'balloonPayment', 'Balloon payment', v.balloonPayment);
  }
}
export const financeStep = z.object(financeShape).check(z.superRefine(financeRules));

// ---- Step 3: insurance ----
export const insuranceShape = {
  isVehicleInsurance: yesNo('Is the vehicle insured?'),
  vehicleInsurancePaying: z.nullish(money('Annual insurance payment', INSURANCE_AMOUNT_MAX)),
  isReviewForInsurance: z.nullish(z.boolean()),
};
type InsuranceFields = {
  isVehicleInsurance: boolean;
  vehicleInsurancePaying?: number | null | undefined;
  isReviewForInsurance?: boolean | null | undefined;
};
function insuranceRules(v: InsuranceFields, ctx: z.core.$RefinementCtx): void {
  if (!v.isVehicleInsurance) return;
  requireAmount(
    ctx,
    'vehicleInsurancePaying',
    'Annual insurance payment',
    v.vehicleInsurancePaying,
  );
  if (v.isReviewForInsurance === undefined || v.isReviewForInsurance === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['isReviewForInsurance'],
      message: 'Please answer: Do you want to review the insurance?',
    });
  }
}
export const insuranceStep = z.object(insuranceShape).check(z.superRefine(insuranceRules));

/**
 * SPEC §3 wizard data, as the create, update and price-preview calls send it. A No answer
 * clears what it skipped: no finance means no repayment and no balloon, and so on.
 */
export const vehicleWizardData = z.pipe(
  z
    .object({
      id: z.nullish(z.string().check(z.uuid('Not a valid id'))),
      ...vehicleDetailsShape,
      ...financeShape,
      ...insuranceShape,
      isEditRecord: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((v, ctx) => {
        financeRules(v, ctx);
        insuranceRules(v, ctx);
      }),
    ),
  z.transform((v) => {
    const financed = v.isVehicleUnderFinance;
    const balloon = financed && v.isBalloonPayment === true;
    const insured = v.isVehicleInsurance;
    return {
      ...v,
      monthlyRepayment: financed ? (v.monthlyRepayment ?? 0) : 0,
      isBalloonPayment: balloon,
      balloonPayment: balloon ? (v.balloonPayment ?? 0) : 0,
      vehicleInsurancePaying: insured ? (v.vehicleInsurancePaying ?? 0) : 0,
      isReviewForInsurance: insured && v.isReviewForInsurance === true,
    };
  }),
);
/** The body of POST /api/customer/vehicle and POST /api/vehicle/price/preview, too. */
export type VehicleWizardInput = z.input<typeof vehicleWizardData>;
export type VehicleWizardData = z.output<typeof vehicleWizardData>;

/**
 * POST /api/customer/update with a vehicle: the wizard data with its id. The route tells it from
 * a profile update by the presence of `vehicleMasterId`.
 */
export const updateVehicleRequest = vehicleWizardData.check(
  z.refine((v) => Boolean(v.id), {
    path: ['id'],
    message: 'Vehicle id is required',
  }),
);
export type UpdateVehicleRequest = VehicleWizardData & { id: string };
export const isVehicleUpdateBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'vehicleMasterId' in body;

// ---- Catalogue look-ups ----
const searchText = z._default(
  textWithoutControls('Search').check(
    z.trim(),
    z.maxLength(60, 'Search must be at most 60 characters'),
  ),
  '',
);
export const makesQuery = z.object({ search: searchText });
export const modelsQuery = z.object({ make: requiredText('Make', 60), search: searchText });
export const yearsQuery = z.object({
  make: requiredText('Make', 60),
  model: requiredText('Model', 80),
  search: searchText,
});
export const optionsQuery = z.object({
  make: requiredText('Make', 60),
  model: requiredText('Model', 80),
  year: z.coerce
    .number({ error: 'Year is required' })
    .check(z.int('Year is required'), z.gte(1900), z.lte(2100)),
});
export const TYPEAHEAD_LIMIT = 20;
export const makeList = z.array(z.string());
export const modelList = z.array(z.string());
export const yearList = z.array(z.number().check(z.int()));

/** SPEC §3 available vehicle option, shown as name/body/engine. */
export const vehicleOption = z.extend(vehicleLabel, { id: z.string() });
export type VehicleOption = z.infer<typeof vehicleOption>;
export const vehicleOptionList = z.array(vehicleOption);

/** SPEC §3 vehicle list item; totalCount rides on the first record only. */
export const vehicleListItem = z.object({
  id: z.string(),
  vehicleDetails: vehicleLabel,
  make: z.string(),
  model: z.string(),
  year: z.number().check(z.int()),
  createdOn: z.string(),
  isActive: z.boolean(),
  subscribeStatus: z.number().check(z.int()),
  /** The rego, shown on phone rows; absent in rows mirrored before it was sent. */
  registerationNumber: z.optional(z.string()),
  totalCount: z.optional(z.number().check(z.int())),
  /**
   * Why Delete would be refused right now (a running plan), in the words the refusal would use;
   * null when it can be deleted. Absent in rows mirrored before the server sent it: the server
   * still decides.
   */
  deleteBlockedReason: z.optional(z.nullable(z.string())),
  /**
   * A payment for this vehicle still being processed, in dollars: a delete goes ahead, and this is
   * refunded if it goes through. Null when nothing is on its way; absent in older mirrored rows.
   */
  paymentInFlight: z.optional(z.nullable(z.number())),
  /**
   * The reader's role on the vehicle (issue 30): 'owner', or 'driver'/'viewer' of a vehicle shared
   * with them, whose owner `sharedBy` names. Absent in rows mirrored before the server sent it.
   */
  role: z.optional(z.enum(['owner', 'driver', 'viewer'])),
  sharedBy: z.optional(z.nullable(z.string())),
});
export type VehicleListItem = z.infer<typeof vehicleListItem>;
export const vehicleList = z.array(vehicleListItem);

/**
 * GET /api/customer/vehicle/{id}: the wizard fields, `name` (the vehicle user's full name, which
 * the client splits back into first and last name when firstName/lastName are absent), the
 * status the list and the review need, and the monthly price breakdown for the detail popup.
 */
export const vehicleDetail = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().check(z.int()),
  vehicleMasterId: z.string(),
  registerationNumber: z.string(),
  kmYearTravelled: z.number().check(z.int()),
  currentOdometer: z.number().check(z.int()),
  whoIsUsing: z.enum(WHO_IS_USING),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
  isVehicleUnderFinance: z.boolean(),
  monthlyRepayment: z.number(),
  isBalloonPayment: z.boolean(),
  balloonPayment: z.number(),
  isVehicleInsurance: z.boolean(),
  vehicleInsurancePaying: z.number(),
  isReviewForInsurance: z.boolean(),
  isEditRecord: z.boolean(),
  vehicleDetails: vehicleLabel,
  subscribeStatus: z.number().check(z.int()),
  isActive: z.boolean(),
  chargedAmount: z.number(),
  /** When a running plan next renews: a changed price applies from then. Null when none runs. */
  planRenewsOn: z.optional(z.nullable(z.string())),
  /**
   * The odometer now (the latest reading or trip); `currentOdometer` stays the figure given when
   * the vehicle was added, which the edit form keeps.
   */
  odometer: currentOdometer,
  createdOn: z.string(),
  updatedOn: z.string(),
  price: reviewPrice,
});
export type VehicleDetail = z.infer<typeof vehicleDetail>;

/** Create answers the new id in data (SPEC §7). */
export const createdVehicleId = z.string();
/** Update answers the saved vehicle's id and its new monthly price. */
export const updatedVehicle = z.object({
  id: z.string(),
  totalBill: z.number(),
  chargedAmount: z.number(),
});
export type UpdatedVehicle = z.infer<typeof updatedVehicle>;

/** Splits a full name: the first word is the first name, the rest the last name. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/**
 * POST /api/customer/update carries either a profile or a vehicle (SPEC §7): a body with
 * `vehicleMasterId` is checked as a vehicle update, anything else by the profile schema given.
 */
export function profileOrVehicleUpdate<P extends z.ZodMiniType<object>>(profile: P) {
  return z.pipe(
    z.unknown(),
    z.transform((body, ctx): z.output<P> | UpdateVehicleRequest => {
      const result = isVehicleUpdateBody(body)
        ? updateVehicleRequest.safeParse(body)
        : profile.safeParse(body);
      if (result.success) return result.data as z.output<P> | UpdateVehicleRequest;
      // A transform's context has no addIssue in zod/mini: its issues are pushed as they are.
      for (const issue of result.error.issues) {
        ctx.issues.push({ code: 'custom', path: issue.path, message: issue.message, input: body });
      }
      return z.NEVER;
    }),
  );
}
export const isVehicleUpdate = <T extends object>(
  body: T | UpdateVehicleRequest,
): body is UpdateVehicleRequest => 'vehicleMasterId' in body;
