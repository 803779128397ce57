import type { ReceiptReading } from '../../../contract/receipt-reading';
import { prefillFrom, type PrefillField } from './receipt-reading/prefill';

/** What a field held before the reader filled it, in the form's own units. */
type Before = Partial<{ amount: number | null; type: string; expenseDate: string }>;

/**
 * What the last photo filled in that the driver has not typed over since: each field's value
 * before it was filled (what a new photo puts back), and the ones marked 'check this'. Kept with
 * the claim on the device, so a reload keeps the marks and still knows which values were read.
 */
export type ReaderFill = { before: Before; check: PrefillField[] };

export const NO_FILL: ReaderFill = { before: {}, check: [] };

export type ReadableValues = { amount: number | null; type: string; expenseDate: string };

const FIELDS: readonly PrefillField[] = ['amount', 'type', 'expenseDate'];

/**
 * A reading over the form's values: the fields it may fill are those the reader filled before
 * or the driver left as a new claim starts them (`fresh`); anything else is the driver's.
 */
export function applyReading(
  reading: ReceiptReading,
  values: ReadableValues,
  fresh: ReadableValues,
  fill: ReaderFill,
): { set: Partial<ReadableValues>; fill: ReaderFill } {
  const typed = new Set(
    FIELDS.filter((name) => !(name in fill.before) && values[name] !== fresh[name]),
  );
  const { values: read, check } = prefillFrom(reading, typed);
  const before: Before = { ...fill.before };
  for (const name of Object.keys(read) as PrefillField[]) {
    if (!(name in before)) Object.assign(before, { [name]: values[name] });
  }
  return { set: read, fill: { before, check } };
}

/** The driver typed over `name`: it is theirs now, with no mark. */
export function typedOver(fill: ReaderFill, name: string): ReaderFill {
  if (!(name in fill.before) && !fill.check.includes(name as PrefillField)) return fill;
  const { [name as PrefillField]: _theirs, ...before } = fill.before;
  return { before, check: fill.check.filter((n) => n !== name) };
}
