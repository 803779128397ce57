import type { FieldPath, FieldValues } from 'react-hook-form';
import { PasswordInput } from '../PasswordInput';
import { FormField, type FormFieldProps } from './FormField';

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>> = Omit<
  FormFieldProps<TValues, TName>,
  'children' | 'label'
> & {
  label: string;
  /** 'current-password' or 'new-password', for password managers. */
  autoComplete: string;
};

/** A password form field whose Show/Hide toggle names the field ('Show New password'). */
export function PasswordField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  autoComplete,
  ...field
}: Props<TValues, TName>) {
  return (
    <FormField {...field}>
      {(control) => (
        <PasswordInput {...control} autoComplete={autoComplete} toggleLabel={field.label} />
      )}
    </FormField>
  );
}
