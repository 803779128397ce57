import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ReceiptReading } from '../../../contract/receipt-reading';
import { newAdhocForm, type AdhocFormValues } from './adhoc-form';
import type { PrefillField } from './receipt-reading/prefill';
import { applyReading, NO_FILL, typedOver, type ReaderFill } from './reader-fill';

// The parsed output is not read here: only the inputs' values.
type Form = UseFormReturn<AdhocFormValues, unknown, unknown>;

export type ReaderPrefill = {
  /** Fields filled from the photo that the driver should look at before saving. */
  check: ReadonlySet<PrefillField>;
  /** What the last photo filled, as it stands now (kept with the claim). */
  current: () => ReaderFill;
  /** A finished reading fills the fields that are not the driver's. */
  apply: (reading: ReceiptReading) => void;
  /** A photo removed or replaced: what its reading filled goes back to what was there before. */
  clear: () => void;
  /** The driver changed `name`: from now on it is theirs. */
  typed: (name: string) => void;
};

/**
 * The reader's prefill of the claim form. A new photo is a new reading: what the last one filled
 * and the driver did not type over is cleared before the next fills in, never left standing
 * without a mark. `kept` is what the device kept of it with the claim.
 */
export function useReaderPrefill(form: Form, kept: ReaderFill | undefined): ReaderPrefill {
  const [fill, setFill] = useState<ReaderFill>(kept ?? NO_FILL);
  // Read and written synchronously: a reading, a removal and a keystroke can follow in one task.
  const latest = useRef(fill);
  const update = useCallback((next: ReaderFill) => {
    latest.current = next;
    setFill(next);
  }, []);
  // What a new claim starts with: a field still holding it was not typed by the driver.
  const [fresh] = useState(() => newAdhocForm());

  const apply = useCallback(
    (reading: ReceiptReading) => {
      const { amount, type, expenseDate } = form.getValues();
      const { set, fill: next } = applyReading(
        reading,
        { amount, type, expenseDate },
        fresh,
        latest.current,
      );
      for (const [name, value] of Object.entries(set) as [PrefillField, string | number][]) {
        form.setValue(name, value, { shouldDirty: true });
      }
      update(next);
    },
    [form, fresh, update],
  );

  const clear = useCallback(() => {
    for (const [name, value] of Object.entries(latest.current.before) as [
      PrefillField,
      string | number | null,
    ][]) {
      form.setValue(name, value, { shouldDirty: true });
    }
    update(NO_FILL);
  }, [form, update]);

  const typed = useCallback(
    (name: string) => {
      const next = typedOver(latest.current, name);
      if (next !== latest.current) update(next);
    },
    [update],
  );

  const current = useCallback(() => latest.current, []);
  return { check: new Set(fill.check), current, apply, clear, typed };
}
