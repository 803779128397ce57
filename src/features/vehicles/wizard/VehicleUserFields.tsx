import type { FieldErrors } from '../../../lib/formErrors';
import { Field } from '../../../ui/Field';
import { MaskedInput } from '../../../ui/MaskedInput';
import { TextInput } from '../../../ui/TextInput';
import type { WizardDraft } from './draft';
import { YesNo } from './YesNo';

type Props = {
  draft: WizardDraft;
  errors: FieldErrors;
  onWhoIsUsing: (self: boolean) => void;
  onText: (key: 'firstName' | 'lastName' | 'phoneNumber' | 'emailAddress', value: string) => void;
};

/** Who uses the vehicle (Yes = SELF, No = OTHER) and that person's name, phone and email. */
export function VehicleUserFields({ draft, errors, onWhoIsUsing, onText }: Props) {
  return (
    <>
      <div className="field--wide">
        <YesNo
          id="vehicle-whoIsUsing"
          name="whoIsUsing"
          legend="Are you the one using this vehicle?"
          value={draft.whoIsUsing === null ? null : draft.whoIsUsing === 'SELF'}
          onChange={onWhoIsUsing}
          error={errors.whoIsUsing}
        />
      </div>
      <Field id="vehicle-firstName" label="First name" error={errors.firstName} required>
        {(control) => (
          <TextInput
            {...control}
            name="firstName"
            maxLength={100}
            value={draft.firstName}
            onChange={(v) => onText('firstName', v)}
          />
        )}
      </Field>
      <Field id="vehicle-lastName" label="Last name" error={errors.lastName} required>
        {(control) => (
          <TextInput
            {...control}
            name="lastName"
            maxLength={100}
            value={draft.lastName}
            onChange={(v) => onText('lastName', v)}
          />
        )}
      </Field>
      <Field
        id="vehicle-phoneNumber"
        label="Phone"
        error={errors.phoneNumber}
        required
        hint="10 digits"
      >
        {(control) => (
          <MaskedInput
            {...control}
            name="phoneNumber"
            mask="0000000000"
            inputMode="tel"
            autoComplete="off"
            value={draft.phoneNumber}
            onChange={(v) => onText('phoneNumber', v)}
          />
        )}
      </Field>
      <Field id="vehicle-emailAddress" label="Email" error={errors.emailAddress} required>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            name="emailAddress"
            maxLength={254}
            autoComplete="off"
            value={draft.emailAddress}
            onChange={(v) => onText('emailAddress', v)}
          />
        )}
      </Field>
    </>
  );
}
