import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ReceiptInput } from '../../offline/outbox/types';
import { useLatest } from '../../ui/useLatest';
import type { AdhocFormValues, KeptAdhocValues } from './adhoc-form';
import type { ReaderFill } from './reader-fill';
import type { ReaderPrefill } from './useReaderPrefill';
import type { UnsavedClaim } from './useUnsavedClaim';

/** What the device keeps of a claim being typed: its values and what the photo filled in. */
export type KeptClaim = KeptAdhocValues & { fromReceipt?: ReaderFill };

type Form = UseFormReturn<AdhocFormValues, unknown, unknown>;

/** Keeps the form's values as they stand, with what the photo filled in: call after any change. */
export function useKeep(
  form: Form,
  unsaved: UnsavedClaim<KeptClaim>,
  prefill: ReaderPrefill,
): () => void {
  const { keepValues } = unsaved;
  const { current } = prefill;
  return useCallback(() => {
    const { receipt: _kept, ...values } = form.getValues();
    keepValues({ ...values, fromReceipt: current() });
  }, [form, keepValues, current]);
}

/**
 * What the customer types stays on this device until saved: a reload or an ended session loses
 * nothing. Values the form fills in itself (a BSB, a draft's receipt) are not typing. `onPhoto`
 * hears of every receipt change, `picked` when the driver chose or removed it (not a draft's
 * receipt loaded).
 */
export function useKeptValues(
  form: Form,
  unsaved: UnsavedClaim<KeptClaim>,
  prefill: ReaderPrefill,
  keep: () => void,
  onPhoto: (receipt: ReceiptInput | null, picked: boolean) => void,
): void {
  const { keepReceipt } = unsaved;
  const { typed } = prefill;
  const photo = useLatest(onPhoto);
  useEffect(() => {
    const { unsubscribe } = form.watch((values, { name, type }) => {
      if (name === 'receipt') {
        const receipt = (values.receipt as AdhocFormValues['receipt']) ?? null;
        keepReceipt(receipt);
        photo.current(receipt, receipt === null || form.getFieldState('receipt').isDirty);
      } else if (name && type === 'change') {
        typed(name);
        keep();
      }
    });
    return unsubscribe;
  }, [form, keepReceipt, typed, keep, photo]);
}
