import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Field, type FieldControlProps } from '../Field';

export type FormControlProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldControlProps & ControllerRenderProps<TValues, TName>;

export type FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = {
  /** `form.control` of a useZodForm form. */
  // The third type argument is the form's parsed output, which a field never reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type is fine here
  control: Control<TValues, unknown, any>;
  name: TName;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  /** Outline only, no words: the error's message is left out of the page. */
  silent?: boolean;
  /**
   * A field that cannot be used yet (a model before its make): it shows no error, since the
   * customer cannot fix it there, and its input is disabled.
   */
  disabled?: boolean;
  /** The input: spread the props onto it (value, onChange, onBlur, ref and the aria wiring). */
  children: (props: FormControlProps<TValues, TName>) => ReactNode;
};

/**
 * One form field: `Field`'s label, hint and error wiring over a react-hook-form controller. Any
 * input works, masked ones included, as long as it takes `ref` on its focusable element (so a
 * failed submit can move the cursor to it).
 */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  silent = false,
  disabled = false,
  children,
  ...field
}: FormFieldProps<TValues, TName>) {
  const { field: controlled, fieldState } = useController({ control, name });
  // Read even while disabled: react-hook-form only keeps this field's errors current once read.
  const fieldError = fieldState.error;
  const shown = disabled ? undefined : fieldError;
  const error = shown ? (silent ? true : (shown.message ?? true)) : undefined;
  return (
    <Field {...field} error={error}>
      {(aria) => children({ ...aria, ...controlled, disabled })}
    </Field>
  );
}
