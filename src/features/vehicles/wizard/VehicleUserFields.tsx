import { useController } from 'react-hook-form';
import { MaskedInput } from '../../../ui/masks/MaskedInput';
import { TextInput } from '../../../ui/TextInput';
import { StepField, useStepField } from './StepField';
import { YesNo } from './YesNo';

type Props = {
  onWhoIsUsing: (self: boolean) => void;
};

/** Who uses the vehicle (Yes = SELF, No = OTHER) and that person's name, phone and email. */
export function VehicleUserFields({ onWhoIsUsing }: Props) {
  return (
    <>
      <div className="field--wide">
        <WhoIsUsing onWhoIsUsing={onWhoIsUsing} />
      </div>
      <StepField name="firstName" label="First name" required>
        {(field) => <TextInput {...field} maxLength={100} />}
      </StepField>
      <StepField name="lastName" label="Last name" required>
        {(field) => <TextInput {...field} maxLength={100} />}
      </StepField>
      <StepField name="phoneNumber" label="Phone" required hint="10 digits">
        {(field) => <MaskedInput {...field} mask="0000000000" inputMode="tel" autoComplete="off" />}
      </StepField>
      <StepField name="emailAddress" label="Email" required>
        {(field) => <TextInput {...field} type="email" maxLength={254} autoComplete="off" />}
      </StepField>
    </>
  );
}

/** Yes = SELF, No = OTHER (SPEC §2). */
function WhoIsUsing({ onWhoIsUsing }: Props) {
  const { control, id } = useStepField('whoIsUsing');
  const { field, fieldState } = useController({ control, name: 'whoIsUsing' });
  const answer = field.value === null ? null : field.value === 'SELF';
  return (
    <YesNo
      {...field}
      id={id}
      legend="Are you the one using this vehicle?"
      value={answer}
      onChange={onWhoIsUsing}
      error={fieldState.error?.message}
    />
  );
}
