import {
  ACCOUNT_NUMBER_MESSAGE,
  ADHOC_AMOUNT_MAX,
  BSB_MESSAGE,
  EXPENSE_DATE_MESSAGE,
  adhocExpenseFields,
  displayDateToIso,
  isoToDisplayDate,
  type AdhocExpenseFields,
} from '../../../contract/expenses';
import { RECEIPT_REQUIRED_MESSAGE } from '../../../contract/uploads';

/** What the inputs hold: BSB, account number and date as typed digits, amount in dollars. */
export type AdhocFormValues = {
  vehicle: string;
  type: string;
  bsb: string;
  accountNumber: string;
  amount: number | null;
  /** Digits of dd/mm/yyyy as the masked input keeps them (ddmmyyyy). */
  expenseDate: string;
};

export type AdhocField = keyof AdhocFormValues | 'receipt';
export type AdhocErrors = Partial<Record<AdhocField, string>>;

/** The order errors are read (and the first invalid field focused) after a failed save. */
export const FIELD_ORDER: AdhocField[] = [
  'vehicle',
  'type',
  'receipt',
  'bsb',
  'accountNumber',
  'amount',
  'expenseDate',
];

export const emptyAdhocForm = (): AdhocFormValues => ({
  vehicle: '',
  type: '',
  bsb: '',
  accountNumber: '',
  amount: null,
  expenseDate: '',
});

export const dateDigitsToDisplay = (digits: string): string =>
  digits.length === 8 ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : digits;

export const fieldsToForm = (f: AdhocExpenseFields): AdhocFormValues => ({
  vehicle: f.vehicle,
  type: f.type,
  bsb: f.bsb,
  accountNumber: f.accountNumber,
  amount: f.amount,
  expenseDate: isoToDisplayDate(f.expenseDate).replace(/\//g, ''),
});

const REQUIRED: Record<keyof AdhocFormValues, string> = {
  vehicle: 'Vehicle is required',
  type: 'Type of expense is required',
  bsb: 'BSB is required',
  accountNumber: 'Account number is required',
  amount: 'Amount is required',
  expenseDate: 'Expense date is required',
};

/**
 * SPEC §5 checks, through the same contract the server applies, so a draft that passes here
 * is one the server takes. Answers the fields (normalised) or the errors per field.
 */
export function validateAdhoc(
  values: AdhocFormValues,
  hasReceipt: boolean,
): { fields: AdhocExpenseFields; errors: null } | { fields: null; errors: AdhocErrors } {
  const errors: AdhocErrors = {};
  const iso =
    values.expenseDate.length === 8
      ? displayDateToIso(dateDigitsToDisplay(values.expenseDate))
      : null;
  const parsed = adhocExpenseFields.safeParse({
    vehicle: values.vehicle,
    type: values.type,
    amount: values.amount ?? 0,
    expenseDate: iso ?? '',
    bsb: values.bsb,
    accountNumber: values.accountNumber,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof AdhocFormValues;
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  // Clearer words than the contract's for the common cases of a half-filled form.
  for (const key of Object.keys(REQUIRED) as (keyof AdhocFormValues)[]) {
    const raw = values[key];
    if (raw === '' || raw === null || raw === 0) errors[key] = REQUIRED[key];
  }
  if (values.bsb && values.bsb.length !== 6) errors.bsb = BSB_MESSAGE;
  if (values.accountNumber && !/^\d{6,10}$/.test(values.accountNumber))
    errors.accountNumber = ACCOUNT_NUMBER_MESSAGE;
  if (values.expenseDate && !iso) errors.expenseDate = EXPENSE_DATE_MESSAGE;
  if (values.amount !== null && values.amount > ADHOC_AMOUNT_MAX) {
    errors.amount = `Amount must be at most ${ADHOC_AMOUNT_MAX.toLocaleString('en-AU')}`;
  }
  if (!hasReceipt) errors.receipt = RECEIPT_REQUIRED_MESSAGE;
  if (Object.keys(errors).length > 0 || !parsed.success) return { fields: null, errors };
  return { fields: parsed.data, errors: null };
}
