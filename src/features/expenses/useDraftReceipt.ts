import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { getReceipt } from '../../offline/outbox/drafts';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import type { ReceiptInput } from '../../offline/outbox/types';
import type { AdhocFormValues } from './adhoc-form';

type Form = UseFormReturn<AdhocFormValues, unknown, unknown>;

/**
 * A claim reopened to fix shows the photo it was saved with, unless this device kept another one
 * picked since (`keptReceipt`).
 */
export function useDraftReceipt(
  form: Form,
  draftId: string | undefined,
  keptReceipt: ReceiptInput | null,
) {
  const db = useCustomerDb();
  useEffect(() => {
    if (!draftId || keptReceipt) return;
    void getReceipt(db, draftId).then((r) => {
      if (r) form.setValue('receipt', { bytes: r.bytes, type: r.type, name: r.name });
    });
  }, [db, draftId, form, keptReceipt]);
}
