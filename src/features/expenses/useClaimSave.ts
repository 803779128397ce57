import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import type {
  adhocClaimForm,
  AdhocClaimValues,
  AdhocExpenseFields,
} from '../../../contract/expenses';
import type { ReceiptInput } from '../../offline/outbox/types';
import type { PayoutRow } from '../../offline/db';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import type { ZodForm } from '../../ui/form/useZodForm';
import { carriedDetails, type AdhocFormValues } from './adhoc-form';
import type { PhotoRead } from './receipt-reading/ocr';
import { saveClaim } from './save-claim';
import type { KeptClaim } from './useKeptValues';
import type { UnsavedClaim } from './useUnsavedClaim';

type Claim = {
  form: ZodForm<AdhocFormValues, typeof adhocClaimForm>;
  draftId: string | undefined;
  /** The draft's fields as saved, for what the claim carries besides the form's inputs. */
  initial: AdhocExpenseFields | undefined;
  vehicles: SubscribedVehicle[];
  unsaved: UnsavedClaim<KeptClaim>;
  savedAccount: PayoutRow | undefined;
  /** The photo this device kept while the claim was typed (it counts as changed). */
  keptReceipt: ReceiptInput | null;
  /** The receipt reader's last finished reading, saved with the claim. */
  read: PhotoRead | null;
};

/**
 * Saving the claim into the outbox, then back to the claim list; what went wrong is the form's
 * own alert (`formError`).
 */
export function useClaimSave({
  form,
  draftId,
  initial,
  vehicles,
  unsaved,
  savedAccount,
  keptReceipt,
  read,
}: Claim) {
  const db = useCustomerDb();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (values: AdhocClaimValues) => {
    setFormError(null);
    const picked = form.getValues('receipt');
    if (!picked) return;
    const core = {
      vehicle: values.vehicle,
      type: values.type,
      amount: values.amount,
      expenseDate: values.expenseDate,
      ...carriedDetails(initial),
    };
    // With the payout account the draft names it by reference: no number is kept on the device.
    const fields: AdhocExpenseFields =
      values.payout === 'saved'
        ? { ...core, payout: 'saved' }
        : {
            ...core,
            payout: 'typed',
            bsb: values.bsb,
            accountNumber: values.accountNumber,
            ...(values.keepPayout && !savedAccount ? { keepPayout: true } : {}),
          };
    try {
      await saveClaim(db, {
        draftId,
        fields,
        vehicles,
        receipt: picked,
        receiptChanged: keptReceipt !== null || form.getFieldState('receipt').isDirty,
        ...(read ? { reading: read.reading } : {}),
      });
      await unsaved.drop();
      await navigate('/expense/logs');
    } catch (caught) {
      // One message for one action: the form's own alert, not a toast as well. A full device
      // (OutboxStorageError) says so in its own words.
      setFormError(caught instanceof Error ? caught.message : 'Unknown error');
    }
  };
  return { save, formError };
}
