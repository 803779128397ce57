import { z } from 'zod';
import { bsb, hasControlCharacters, maskAccountNumber, money } from './common';
import { pagingRequest } from './envelope';
import { vehicleLabel } from './vehicle-label';
import { receiptReadingSchema, type ReceiptReading } from './receipt-reading';
import { RECEIPT_REQUIRED_MESSAGE } from './uploads';

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
export const expenseDate = z
  .string({ error: 'Expense date is required' })
  .min(1, 'Expense date is required')
  .refine((v) => {
    const m = ISO_DATE.exec(v);
    return !!m && Number(m[1]) >= 2000 && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  }, EXPENSE_DATE_MESSAGE)
  .refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 86_400_000, {
    message: EXPENSE_DATE_FUTURE_MESSAGE,
  });

export const adhocAmount = money('Amount', ADHOC_AMOUNT_MAX).refine((v) => v > 0, {
  message: 'Amount is required',
});

export const accountNumber = z
  .string({ error: 'Account number is required' })
  .min(1, 'Account number is required')
  .regex(ACCOUNT_NUMBER_PATTERN, ACCOUNT_NUMBER_MESSAGE);

export const expenseType = z.enum(EXPENSE_TYPES, { error: 'Type of expense is required' });

/**
 * What the customer fills in, normalised (BSB and account number as digits, date as ISO).
 * The outbox keeps a draft's fields in this shape.
 */
export const adhocExpenseFields = z.object({
  vehicle: z.string({ error: 'Vehicle is required' }).uuid('Vehicle is required'),
  type: expenseType,
  amount: adhocAmount,
  expenseDate,
  bsb,
  accountNumber,
});
export type AdhocExpenseFields = z.infer<typeof adhocExpenseFields>;

/** The claim form: the fields and the one receipt SPEC §5 requires ('Recipt copy requred!'). */
export const adhocClaimForm = adhocExpenseFields.extend({
  receipt: z.custom<object>((v) => typeof v === 'object' && v !== null, {
    error: RECEIPT_REQUIRED_MESSAGE,
  }),
});

/** `account` on the wire: the BSB, a space, then the account number (SPEC §3). */
export const joinAccount = (bsbDigits: string, account: string): string =>
  `${bsbDigits} ${account}`;

/**
 * `POST /api/usermonthlyexpense` body (SPEC §3/§5). `reciept` (sic) is the path the upload
 * answered; `expenseDate` is ISO yyyy-mm-dd.
 */
export const adhocExpenseRequest = z
  .object({
    vehicle: adhocExpenseFields.shape.vehicle,
    type: expenseType,
    amount: adhocAmount,
    expenseDate,
    bsb,
    account: z.string({ error: 'Account number is required' }).max(17),
    reciept: z
      .string({ error: RECEIPT_REQUIRED_MESSAGE })
      .refine((v) => !hasControlCharacters(v), 'Receipt cannot contain control characters')
      .trim()
      .min(1, RECEIPT_REQUIRED_MESSAGE)
      .max(200),
    /** What the device read off the receipt photo, beside what the driver entered (optional). */
    reading: receiptReadingSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const [head, number, ...rest] = v.account.split(' ');
    if (rest.length > 0 || !number || !ACCOUNT_NUMBER_PATTERN.test(number)) {
      ctx.addIssue({ code: 'custom', path: ['account'], message: ACCOUNT_NUMBER_MESSAGE });
    } else if (head !== v.bsb) {
      ctx.addIssue({
        code: 'custom',
        path: ['account'],
        message: 'Account must start with the BSB',
      });
    }
  });
export type AdhocExpenseRequest = z.infer<typeof adhocExpenseRequest>;

export const toAdhocRequest = (
  f: AdhocExpenseFields,
  reciept: string,
  reading?: ReceiptReading,
): AdhocExpenseRequest => ({
  vehicle: f.vehicle,
  type: f.type,
  amount: f.amount,
  expenseDate: f.expenseDate,
  bsb: f.bsb,
  account: joinAccount(f.bsb, f.accountNumber),
  reciept,
  ...(reading ? { reading } : {}),
});

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
  month: z.number().int(),
  year: z.number().int(),
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
});
export type Expense = z.infer<typeof expense>;

/** `POST /api/customer/monthly/expenses` rows: each carries the filter's totalCount. */
export const expenseListRow = expense.extend({ totalCount: z.number().int() });
export type ExpenseListRow = z.infer<typeof expenseListRow>;
export const expenseList = z.array(expenseListRow);
export const expenseListRequest = pagingRequest;

/** `account` as lists carry it: the BSB, then the account number masked. */
export const maskAccount = (account: string): string => {
  const [head = '', number = ''] = account.split(' ');
  return `${head} ${maskAccountNumber(number)}`;
};
