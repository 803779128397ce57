import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { fieldErrors } from '../../../lib/formErrors';
import type { WizardDraft } from './draft';
import { useDraftEditor } from './useDraftEditor';

type StepOptions = {
  id: string;
  initial: WizardDraft;
  check: (draft: WizardDraft) => z.ZodSafeParseResult<unknown>;
  /** Where Next goes when the step is valid (relative to /portal). */
  next: string;
  /** The element id of a field, so a failed Next can put the cursor on the first bad one. */
  fieldId: (field: string) => string;
  /** Fields in screen order; without it, the order the schema reports them. */
  order?: readonly string[];
};

/**
 * What every wizard step shares: the draft kept in Dexie, errors shown only after a failed Next
 * (SPEC §2: highlighted after a failed submit), focus on the first bad field, then on to `next`.
 */
export function useStepForm({ id, initial, check, next, fieldId, order }: StepOptions) {
  const navigate = useNavigate();
  const editor = useDraftEditor(id, initial);
  const [failed, setFailed] = useState(false);
  const shown = failed ? check(editor.draft) : null;
  const errors = shown && !shown.success ? fieldErrors(shown.error) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = check(editor.latest());
    if (result.success) {
      navigate(next);
      return;
    }
    setFailed(true);
    const bad = fieldErrors(result.error);
    const first = order ? order.find((field) => bad[field]) : Object.keys(bad)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return { ...editor, errors, onSubmit };
}
