import { useEffect, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isoToDisplayDate, type AdhocClaimValues } from '../../../contract/expenses';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { isOverAYearAgo, type AdhocFormValues } from './adhoc-form';

type Form = UseFormReturn<AdhocFormValues, unknown, unknown>;

/**
 * An expense dated more than 12 months back is saved only once the driver confirms the date
 * (claims dated 2018 were saved silently and opened a 'Financial year 2017–18'). `submit` saves
 * at once or asks first; `dialog` is the question, to render with the form.
 */
export function useOldDateCheck(
  form: Form,
  save: (values: AdhocClaimValues) => Promise<void>,
): { submit: (values: AdhocClaimValues) => Promise<void>; dialog: ReactNode; saving: boolean } {
  const [asking, setAsking] = useState<AdhocClaimValues | null>(null);
  // A save the dialog confirmed runs outside the form's submit, so it says it is busy itself.
  const [saving, setSaving] = useState(false);
  const [backToDate, setBackToDate] = useState(0);
  // After the dialog has closed and handed focus back: the date is what to change.
  useEffect(() => {
    if (backToDate) form.setFocus('expenseDate');
  }, [backToDate, form]);

  const submit = async (values: AdhocClaimValues) => {
    if (isOverAYearAgo(values.expenseDate)) setAsking(values);
    else await save(values);
  };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title="Check the expense date"
      message={`The expense date, ${isoToDisplayDate(asking?.expenseDate ?? '')}, is more than 12 months ago. Is this the date on the receipt?`}
      confirmLabel="Yes, save the claim"
      cancelLabel="Change the date"
      onConfirm={() => {
        const values = asking;
        setAsking(null);
        if (!values) return;
        setSaving(true);
        void save(values).finally(() => setSaving(false));
      }}
      onCancel={() => {
        setAsking(null);
        setBackToDate((n) => n + 1);
      }}
    />
  );
  return { submit, dialog, saving };
}
