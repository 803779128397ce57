import {
  displayDateToIso,
  isoToDisplayDate,
  type AdhocExpenseFields,
} from '../../../contract/expenses';
import type { ReceiptInput } from '../../offline/outbox/types';

/** Which account the claim pays into: the payout account by reference, or one typed here. */
export type PayTo = 'saved' | 'typed';

/** What the inputs hold: BSB, account number and date as typed digits, amount in dollars. */
export type AdhocFormValues = {
  receipt: ReceiptInput | null;
  vehicle: string;
  type: string;
  payout: PayTo;
  bsb: string;
  /** Only ever filled for a typed account: with the payout account the device holds no number. */
  accountNumber: string;
  /** A typed account offered as the payout account (no payout account kept yet). */
  keepPayout: boolean;
  amount: number | null;
  /** Digits of dd/mm/yyyy as the masked input keeps them (ddmmyyyy). */
  expenseDate: string;
};

/** What the device keeps of a claim being typed; the receipt is kept on its own. */
export type KeptAdhocValues = Omit<AdhocFormValues, 'receipt'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** ddmmyyyy of a day in the device's own time zone: the day the customer is living. */
export const dateDigits = (day: Date): string =>
  `${pad(day.getDate())}${pad(day.getMonth() + 1)}${day.getFullYear()}`;

/** What the device knows before anything is typed (see useClaimDefaults). */
export type ClaimDefaults = { vehicle?: string | undefined; payout: PayTo };

/** A new claim: the expense is most often today's, for the vehicle and account used before. */
export const newAdhocForm = (
  defaults: ClaimDefaults = { payout: 'typed' },
  today: Date = new Date(),
): KeptAdhocValues => ({
  vehicle: defaults.vehicle ?? '',
  type: '',
  payout: defaults.payout,
  bsb: '',
  accountNumber: '',
  keepPayout: false,
  amount: null,
  expenseDate: dateDigits(today),
});

export const dateDigitsToDisplay = (digits: string): string =>
  digits.length === 8 ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : digits;

/** yyyy-mm-dd for the native date picker; '' while the typed date is not a real day. */
export const dateDigitsToIso = (digits: string): string =>
  (digits.length === 8 && displayDateToIso(dateDigitsToDisplay(digits))) || '';

export const isoToDateDigits = (iso: string): string => isoToDisplayDate(iso).replace(/\//g, '');

export const fieldsToForm = (f: AdhocExpenseFields): KeptAdhocValues => ({
  vehicle: f.vehicle,
  type: f.type,
  payout: f.payout ?? 'typed',
  bsb: f.payout === 'saved' ? '' : f.bsb,
  accountNumber: f.payout === 'saved' ? '' : f.accountNumber,
  keepPayout: f.payout === 'saved' ? false : (f.keepPayout ?? false),
  amount: f.amount,
  expenseDate: isoToDateDigits(f.expenseDate),
});

/**
 * The inputs in the claim schema's shape. An empty amount is 0 (the schema's 'Amount is
 * required'); a date that is not a real day goes as typed, which the schema calls invalid.
 */
export const toAdhocInput = (values: AdhocFormValues) => ({
  ...values,
  amount: values.amount ?? 0,
  expenseDate:
    values.expenseDate === ''
      ? ''
      : dateDigitsToIso(values.expenseDate) || dateDigitsToDisplay(values.expenseDate),
});

/** Values kept on the device before payout accounts existed carry a typed account. */
export const keptToForm = (kept: Partial<KeptAdhocValues>): KeptAdhocValues => ({
  ...newAdhocForm(),
  payout: 'typed',
  ...kept,
});

/** What a claim carries besides the form's inputs (a receipt reading, ABN…): kept on an edit. */
export const carriedDetails = (f: AdhocExpenseFields | undefined) =>
  f
    ? {
        ...(f.supplier !== undefined ? { supplier: f.supplier } : {}),
        ...(f.abn !== undefined ? { abn: f.abn } : {}),
        ...(f.gst !== undefined ? { gst: f.gst } : {}),
        ...(f.reading !== undefined ? { reading: f.reading } : {}),
      }
    : {};

/** yyyy-mm-dd of a day in the device's own time zone. */
export const isoOfDay = (day: Date): string => {
  const d = dateDigits(day);
  return `${d.slice(4)}-${d.slice(2, 4)}-${d.slice(0, 2)}`;
};

/**
 * True when an expense dated `iso` is more than 12 months before `today` (the device's day): an
 * old receipt, or a year misread off the photo, opens a past financial year on the tax page, so
 * the driver confirms it first.
 */
export const isOverAYearAgo = (iso: string, today: Date = new Date()): boolean => {
  const now = isoOfDay(today);
  return iso < `${Number(now.slice(0, 4)) - 1}${now.slice(4)}`;
};
