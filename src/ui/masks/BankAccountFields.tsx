import type { FieldPath, FieldValues } from 'react-hook-form';
import { MaskedInput } from './MaskedInput';
import { FormField, type FormFieldProps } from '../form/FormField';

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>> = Omit<
  FormFieldProps<TValues, TName>,
  'children' | 'label'
>;

/** A bank account's BSB, typed as 000-000: the form holds its 6 digits. */
export function BsbField<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  props: Props<TValues, TName>,
) {
  return (
    <FormField {...props} label="BSB">
      {(control) => <MaskedInput {...control} mask="000-000" placeholder="000-000" />}
    </FormField>
  );
}

/** A bank account's number, of 6 to 10 digits. */
export function AccountNumberField<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  props: Props<TValues, TName>,
) {
  return (
    <FormField {...props} label="Account number">
      {(control) => <MaskedInput {...control} mask="0000000000" placeholder="6 to 10 digits" />}
    </FormField>
  );
}
