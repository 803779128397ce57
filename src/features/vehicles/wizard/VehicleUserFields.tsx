import { useController, type Control } from 'react-hook-form';
import { FormField } from '../../../ui/form/FormField';
import { MaskedInput } from '../../../ui/masks/MaskedInput';
import { TextInput } from '../../../ui/TextInput';
import type { WizardDraft } from './draft';
import { YesNo } from './YesNo';

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed output is not read here
  control: Control<WizardDraft, unknown, any>;
  onWhoIsUsing: (self: boolean) => void;
};

/** Who uses the vehicle (Yes = SELF, No = OTHER) and that person's name, phone and email. */
export function VehicleUserFields({ control, onWhoIsUsing }: Props) {
  return (
    <>
      <div className="field--wide">
        <WhoIsUsing control={control} onWhoIsUsing={onWhoIsUsing} />
      </div>
      <FormField
        control={control}
        name="firstName"
        id="vehicle-firstName"
        label="First name"
        required
      >
        {(field) => <TextInput {...field} maxLength={100} />}
      </FormField>
      <FormField control={control} name="lastName" id="vehicle-lastName" label="Last name" required>
        {(field) => <TextInput {...field} maxLength={100} />}
      </FormField>
      <FormField
        control={control}
        name="phoneNumber"
        id="vehicle-phoneNumber"
        label="Phone"
        required
        hint="10 digits"
      >
        {(field) => <MaskedInput {...field} mask="0000000000" inputMode="tel" autoComplete="off" />}
      </FormField>
      <FormField
        control={control}
        name="emailAddress"
        id="vehicle-emailAddress"
        label="Email"
        required
      >
        {(field) => <TextInput {...field} type="email" maxLength={254} autoComplete="off" />}
      </FormField>
    </>
  );
}

/** Yes = SELF, No = OTHER (SPEC §2). */
function WhoIsUsing({ control, onWhoIsUsing }: Props) {
  const { field, fieldState } = useController({ control, name: 'whoIsUsing' });
  const answer = field.value === null ? null : field.value === 'SELF';
  return (
    <YesNo
      {...field}
      id="vehicle-whoIsUsing"
      legend="Are you the one using this vehicle?"
      value={answer}
      onChange={onWhoIsUsing}
      error={fieldState.error?.message}
    />
  );
}
