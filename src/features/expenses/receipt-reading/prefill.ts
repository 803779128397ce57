import type { ReceiptReading } from '../../../../contract/receipt-reading';
import { isoToDateDigits } from '../adhoc-form';
import { FILL_FROM, SURE_FROM } from './read-receipt';

/** The claim form's fields a reading can fill. */
export type PrefillField = 'amount' | 'type' | 'expenseDate';

export type Prefill = {
  values: Partial<{ amount: number; type: string; expenseDate: string }>;
  /** Filled, but not sure enough to go unchecked: the form marks them 'check this'. */
  check: PrefillField[];
};

/**
 * What a reading fills in: each value sure enough to be worth showing, in the form's own units
 * (dollars, ddmmyyyy digits), and never over what the driver typed (`typed`). A value under
 * FILL_FROM leaves its field empty; one under SURE_FROM is marked 'check this'.
 */
export function prefillFrom(reading: ReceiptReading, typed: ReadonlySet<PrefillField>): Prefill {
  const out: Prefill = { values: {}, check: [] };
  const take = <T>(
    name: PrefillField,
    field: { value: T | null; confidence: number },
    to: (v: T) => void,
  ) => {
    if (typed.has(name) || field.value === null || field.confidence < FILL_FROM) return;
    to(field.value);
    if (field.confidence < SURE_FROM) out.check.push(name);
  };
  take('amount', reading.total, (cents) => (out.values.amount = cents / 100));
  take('type', reading.type, (type) => (out.values.type = type));
  take('expenseDate', reading.date, (iso) => (out.values.expenseDate = isoToDateDigits(iso)));
  return out;
}
