import { z } from 'zod/mini';
import { abnDigits } from './abn';
import {
  bsb,
  hasControlCharacters,
  maskAccountNumber,
  money,
  textWithoutControls,
  toCents,
} from './common';
import { isValidAbn, receiptReadingSchema } from './receipt-reading';
import { pagingRequest } from './envelope';
import { vehicleLabel } from './vehicle-label';
import { RECEIPT_REQUIRED_MESSAGE } from './receipt-files';

/** Type of expense choices (SPEC leaves the list open; these match the budget lines). */
export const EXPENSE_TYPES = [
  'Fuel',
  'Servicing',
  'Tyres',
  'Registration',
  'Insurance',
  'Roadside Assistance',
  'Parking',
  'Tolls',
  'Car Wash',
  'Other',
] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

export const ADHOC_AMOUNT_MAX = 1_000_000;
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,10}$/;
export const ACCOUNT_NUMBER_MESSAGE = 'Account number must be 6 to 10 digits';
export const EXPENSE_DATE_MESSAGE = 'Expense date must be a valid date (dd/mm/yyyy)';
export const EXPENSE_DATE_FUTURE_MESSAGE = 'Expense date cannot be in the future';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** True when y-m-d is a real calendar day (no 31/02). */
const isCalendarDay = (y: number, m: number, d: number): boolean => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};

/** The form shows dd/mm/yyyy (SPEC §5); the wire carries ISO yyyy-mm-dd. Null when invalid. */
export function displayDateToIso(value: string): string | null {
  const m = DISPLAY_DATE.exec(value.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isCalendarDay(y, mo, d) ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

export function isoToDisplayDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * Expense date on the wire: ISO yyyy-mm-dd, a real day, from 2000 on, and not after tomorrow
 * (UTC): a driver in Perth late at night is already 'tomorrow' for nobody but themselves.
 */
export const expenseDate = z.string({ error: 'Expense date is required' }).check(
  z.minLength(1, 'Expense date is required'),
  z.refine((v) => {
    const m = ISO_DATE.exec(v);
    return !!m && Number(m[1]) >= 2000 && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  }, EXPENSE_DATE_MESSAGE),
  z.refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 86_400_000, {
    message: EXPENSE_DATE_FUTURE_MESSAGE,
  }),
);

export const adhocAmount = money('Amount', ADHOC_AMOUNT_MAX).check(
  z.refine((v) => v > 0, { message: 'Amount is required' }),
);

export const accountNumber = z
  .string({ error: 'Account number is required' })
  .check(
    z.minLength(1, 'Account number is required'),
    z.regex(ACCOUNT_NUMBER_PATTERN, ACCOUNT_NUMBER_MESSAGE),
  );

export const expenseType = z.enum(EXPENSE_TYPES, { error: 'Type of expense is required' });

export const ABN_MESSAGE = 'ABN must be 11 digits';
export const ABN_INVALID_MESSAGE = 'This ABN is not valid: its 11 digits fail the ATO check';
export const GST_MESSAGE = 'GST must be whole cents, not negative';
export const GST_OVER_AMOUNT_MESSAGE = 'GST cannot be more than the amount';
export const PAYOUT_EITHER_MESSAGE =
  "Send either payout: 'saved' or a BSB and account number, not both";

/** An ABN as typed or read: spaces, dashes and dots go, then the ATO check applies. */
const claimAbn = z.pipe(
  z.pipe(z.string().check(z.trim()), z.transform(abnDigits)),
  z.string().check(z.regex(/^\d{11}$/, ABN_MESSAGE), z.refine(isValidAbn, ABN_INVALID_MESSAGE)),
);

/**
 * What a claim may carry besides SPEC's fields (issue 28): the supplier and its ABN, the GST in
 * cents, and what the device read from the receipt photo, so the provider can compare the two.
 */
const claimDetails = {
  supplier: z.optional(
    textWithoutControls('Supplier').check(
      z.maxLength(120, 'Supplier must be at most 120 characters'),
    ),
  ),
  abn: z.optional(claimAbn),
  gst: z.optional(
    z
      .number({ error: GST_MESSAGE })
      .check(
        z.int(GST_MESSAGE),
        z.gte(0, GST_MESSAGE),
        z.lte(ADHOC_AMOUNT_MAX * 100, GST_OVER_AMOUNT_MESSAGE),
      ),
  ),
  reading: z.optional(receiptReadingSchema),
};

const claimCore = {
  vehicle: z.string({ error: 'Vehicle is required' }).check(z.uuid('Vehicle is required')),
  type: expenseType,
  amount: adhocAmount,
  expenseDate,
  ...claimDetails,
};

/** Pays into the payout account the server keeps; the device knows only its BSB and last 4. */
const savedPayoutFields = z.object({ ...claimCore, payout: z.literal('saved') });
/**
 * Pays into the account typed on this claim (SPEC's BSB and account number). `keepPayout` asks
 * the server to keep it as the payout account when none is kept yet. Drafts saved before
 * payout accounts existed carry no `payout` at all.
 */
const typedPayoutFields = z.object({
  ...claimCore,
  payout: z.optional(z.literal('typed')),
  bsb,
  accountNumber,
  keepPayout: z.optional(z.boolean()),
});

/**
 * What the customer fills in, normalised (BSB and account number as digits, date as ISO).
 * The outbox keeps a draft's fields in this shape: with the saved payout account it holds no
 * account number at all.
 */
export const adhocExpenseFields = z.discriminatedUnion('payout', [
  savedPayoutFields,
  typedPayoutFields,
]);
export type AdhocExpenseFields = z.infer<typeof adhocExpenseFields>;

const receiptPicked = z.custom<object>((v) => typeof v === 'object' && v !== null, {
  error: RECEIPT_REQUIRED_MESSAGE,
});

/**
 * The claim form: the fields and the one receipt SPEC §5 requires ('Recipt copy requred!').
 * The form always says which account it pays into; only a typed one has SPEC's bank fields.
 */
export const adhocClaimForm = z.discriminatedUnion('payout', [
  z.extend(savedPayoutFields, { receipt: receiptPicked }),
  z.extend(typedPayoutFields, { payout: z.literal('typed'), receipt: receiptPicked }),
]);

export type AdhocClaimValues = z.infer<typeof adhocClaimForm>;

/** `account` on the wire: the BSB, a space, then the account number (SPEC §3). */
export const joinAccount = (bsbDigits: string, account: string): string =>
  `${bsbDigits} ${account}`;

/**
 * `POST /api/usermonthlyexpense` body (SPEC §3/§5). `reciept` (sic) is the path the upload
 * answered; `expenseDate` is ISO yyyy-mm-dd. The account is SPEC's `bsb` and `account`, or
 * `payout: 'saved'` for the payout account the server keeps (never both).
 */
export const adhocExpenseRequest = z
  .object({
    ...claimCore,
    bsb: z.optional(bsb),
    account: z.optional(z.string({ error: 'Account number is required' }).check(z.maxLength(17))),
    payout: z.optional(z.literal('saved', { error: PAYOUT_EITHER_MESSAGE })),
    keepPayout: z.optional(z.boolean()),
    reciept: z.string({ error: RECEIPT_REQUIRED_MESSAGE }).check(
      z.refine((v) => !hasControlCharacters(v), 'Receipt cannot contain control characters'),
      z.trim(),
      z.minLength(1, RECEIPT_REQUIRED_MESSAGE),
      z.maxLength(200),
    ),
    /** What the device read off the receipt photo, beside what the driver entered (optional). */
    reading: z.optional(receiptReadingSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.gst !== undefined && v.gst > toCents(v.amount)) {
        ctx.addIssue({ code: 'custom', path: ['gst'], message: GST_OVER_AMOUNT_MESSAGE });
      }
      if (v.payout === 'saved') {
        if (v.bsb !== undefined || v.account !== undefined || v.keepPayout !== undefined) {
          ctx.addIssue({ code: 'custom', path: ['payout'], message: PAYOUT_EITHER_MESSAGE });
        }
        return;
      }
      if (v.bsb === undefined) {
        ctx.addIssue({ code: 'custom', path: ['bsb'], message: 'BSB is required' });
      }
      if (v.account === undefined) {
        ctx.addIssue({ code: 'custom', path: ['account'], message: 'Account number is required' });
        return;
      }
      const [head, number, ...rest] = v.account.split(' ');
      if (rest.length > 0 || !number || !ACCOUNT_NUMBER_PATTERN.test(number)) {
        ctx.addIssue({ code: 'custom', path: ['account'], message: ACCOUNT_NUMBER_MESSAGE });
      } else if (v.bsb !== undefined && head !== v.bsb) {
        ctx.addIssue({
          code: 'custom',
          path: ['account'],
          message: 'Account must start with the BSB',
        });
      }
    }),
  );
export type AdhocExpenseRequest = z.infer<typeof adhocExpenseRequest>;

export const toAdhocRequest = (f: AdhocExpenseFields, reciept: string): AdhocExpenseRequest => {
  const details = {
    ...(f.supplier !== undefined ? { supplier: f.supplier } : {}),
    ...(f.abn !== undefined ? { abn: f.abn } : {}),
    ...(f.gst !== undefined ? { gst: f.gst } : {}),
    ...(f.reading !== undefined ? { reading: f.reading } : {}),
  };
  const core = {
    vehicle: f.vehicle,
    type: f.type,
    amount: f.amount,
    expenseDate: f.expenseDate,
    ...details,
    reciept,
  };
  if (f.payout === 'saved') return { ...core, payout: 'saved' };
  return {
    ...core,
    bsb: f.bsb,
    account: joinAccount(f.bsb, f.accountNumber),
    ...(f.keepPayout ? { keepPayout: true } : {}),
  };
};

export const EXPENSE_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED', 'PAID'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/**
 * SPEC §3 Expense as responses carry it. Amounts are dollars; `account` is masked
 * (BSB and the last 4 digits) because lists are mirrored to the device.
 */
export const expense = z.object({
  id: z.string(),
  tenantId: z.string(),
  slug: z.string(),
  createdBy: z.string(),
  updatedBy: z.string(),
  createdOn: z.string(),
  updatedOn: z.string(),
  isDeleted: z.boolean(),
  isActive: z.boolean(),
  customerDetail: z.object({ fullName: z.string(), email: z.string() }),
  customer: z.string(),
  amount: z.number(),
  month: z.number().check(z.int()),
  year: z.number().check(z.int()),
  status: z.enum(EXPENSE_STATUSES),
  vehicle: z.string(),
  expenseDate: z.string(),
  type: z.string(),
  reciept: z.string(),
  account: z.string(),
  bsb: z.string(),
  vehicleMasterDetails: vehicleLabel,
  isApproved: z.boolean(),
  isPaid: z.boolean(),
  /**
   * Who filed the claim: the vehicle's owner or a driver it is shared with (issue 30). Absent in
   * rows mirrored before the server sent it.
   */
  filedBy: z.optional(z.object({ id: z.string(), fullName: z.string() })),
});
export type Expense = z.infer<typeof expense>;

/** What the server says when it takes a claim (and the portal, when it did not hear it say so). */
export const CLAIM_ADDED_MESSAGE = 'Expense added successfully';

/** `POST /api/customer/monthly/expenses` rows: each carries the filter's totalCount. */
export const expenseListRow = z.extend(expense, { totalCount: z.number().check(z.int()) });
export type ExpenseListRow = z.infer<typeof expenseListRow>;
export const expenseList = z.array(expenseListRow);
export const expenseListRequest = pagingRequest;

/** `account` as lists carry it: the BSB, then the account number masked. */
export const maskAccount = (account: string): string => {
  const [head = '', number = ''] = account.split(' ');
  return `${head} ${maskAccountNumber(number)}`;
};
