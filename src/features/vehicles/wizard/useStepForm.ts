import { useCallback, useEffect } from 'react';
import { useWatch, type Path, type PathValue } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { useCustomerDb } from '../../../offline/react/useCustomerDb';
import { useZodForm } from '../../../ui/form/useZodForm';
import { toWizardInput, type WizardDraft } from './draft';
import { saveDraft } from './store';

type StepOptions<TSchema extends z.ZodMiniType> = {
  id: string;
  initial: WizardDraft;
  /** The contract's schema for this step (the server checks the same on save). */
  schema: TSchema;
  /** Where Next goes when the step is valid (relative to /portal). */
  next: string;
};

/**
 * What every wizard step shares: the draft as a react-hook-form form checked by the step's
 * contract schema, written through to Dexie on every change (Back, Next and a reload all find
 * what was typed), errors shown only after a failed Next, then on to `next`.
 */
export function useStepForm<TSchema extends z.ZodMiniType>({
  id,
  initial,
  schema,
  next,
}: StepOptions<TSchema>) {
  const db = useCustomerDb();
  const navigate = useNavigate();
  const form = useZodForm({ schema, toInput: toWizardInput, defaultValues: initial });
  const draft = useWatch({ control: form.control }) as WizardDraft;

  useEffect(() => {
    const { unsubscribe } = form.watch((values) => {
      // A failed local write only loses resilience to a reload; the form keeps working.
      saveDraft(db, id, values as WizardDraft).catch(() => undefined);
    });
    return unsubscribe;
  }, [form, db, id]);

  /** Several answers at once, as SPEC §4's cascades change them (a new make clears the model). */
  const commit = useCallback(
    (patch: Partial<WizardDraft>) => {
      for (const key of Object.keys(patch) as Path<WizardDraft>[]) {
        const value = patch[key as keyof WizardDraft] as PathValue<WizardDraft, typeof key>;
        form.setValue(key, value, { shouldDirty: true });
      }
      // After a failed Next the whole step is re-checked once, with every answer in place.
      if (form.formState.isSubmitted) void form.trigger();
      return form.getValues();
    },
    [form],
  );
  const latest = useCallback(() => form.getValues(), [form]);
  const onSubmit = form.handleSubmit(() => navigate(next));

  return { form, draft, commit, latest, onSubmit };
}
