import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useZodForm } from '../../ui/form/useZodForm';

type Refusal<TValues extends FieldValues> = { ok: false; field: Path<TValues>; message: string };

/**
 * The sandbox's secure fields (card or bank): a form of their own, checked by the contract's
 * entry schema, whose values stay in the component. `paired` are two inputs holding one value
 * (the expiry's month and year, the BSB and account): once flagged, a change to either re-checks
 * both.
 */
export function useSandboxEntry<TValues extends FieldValues, TSchema extends z.ZodMiniType>(
  schema: TSchema,
  defaultValues: DefaultValues<TValues>,
  paired: readonly Path<TValues>[],
) {
  const form = useZodForm<TValues, TSchema>({ schema, defaultValues });

  /** A paired input's change handler that also re-checks the pair once it is flagged. */
  const pairedChange =
    <Args extends unknown[]>(onChange: (...args: Args) => void) =>
    (...args: Args) => {
      onChange(...args);
      if (paired.some((name) => form.getFieldState(name).invalid)) void form.trigger([...paired]);
    };

  // A submit of this form alone: flags every field and focuses the first one to fix.
  const check = async (): Promise<boolean> => {
    let valid = false;
    await form.handleSubmit(() => {
      valid = true;
    })();
    return valid;
  };

  /**
   * Checks the fields, then makes the test payment method from them; a number the sandbox does
   * not know is flagged on its field, with the cursor there.
   */
  const tokenize = async <Token>(
    toToken: (values: TValues) => Refusal<TValues> | { ok: true; token: Token },
  ): Promise<{ ok: true; token: Token } | { ok: false }> => {
    if (!(await check())) return { ok: false };
    const made = toToken(form.getValues());
    if (made.ok) return made;
    form.setError(made.field, { message: made.message }, { shouldFocus: true });
    return { ok: false };
  };

  return { form, check, pairedChange, tokenize };
}
