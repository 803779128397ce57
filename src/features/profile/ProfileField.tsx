import { useFormContext } from 'react-hook-form';
import { FormField, type FormFieldProps } from '../../ui/form/FormField';
import type { ProfileValues } from './profile-form';

/** The id of a profile field's input, from its name. */
export const profileFieldId = (key: keyof ProfileValues) => `profile-${key}`;

/** One of the form's fields: its control comes from the form, its id from its name. */
export function ProfileField<N extends keyof ProfileValues>(
  props: Omit<FormFieldProps<ProfileValues, N>, 'control' | 'id'>,
) {
  const { control } = useFormContext<ProfileValues>();
  return <FormField {...props} control={control} id={profileFieldId(props.name)} />;
}
