import type { UseFormReturn } from 'react-hook-form';
import type { AdhocFormValues } from './adhoc-form';
import { useReceiptReading } from './receipt-reading/useReceiptReading';
import { useKeep, useKeptValues, type KeptClaim } from './useKeptValues';
import { useReaderPrefill } from './useReaderPrefill';
import type { UnsavedClaim } from './useUnsavedClaim';

type Form = UseFormReturn<AdhocFormValues, unknown, unknown>;

/**
 * The receipt reader beside the claim form: a picked photo is read, its reading fills the
 * fields the driver has not typed in, and what is typed or filled is kept on the device (nothing
 * is saved until Save). `keep` keeps the form as it stands, for changes the form makes itself.
 */
export function useClaimReader(form: Form, unsaved: UnsavedClaim<KeptClaim>) {
  const prefill = useReaderPrefill(form, unsaved.kept?.values?.fromReceipt);
  const keep = useKeep(form, unsaved, prefill);
  const reader = useReceiptReading((read) => {
    prefill.apply(read.reading);
    keep();
  });
  const { read: readPhoto, clear: clearReading } = reader;
  useKeptValues(form, unsaved, prefill, keep, (receipt, picked) => {
    if (!picked) return clearReading();
    // A new photo is a new reading: what the last one filled goes before the next one reads.
    prefill.clear();
    keep();
    if (receipt) readPhoto(receipt);
    else clearReading();
  });
  return { prefill, keep, reader };
}
