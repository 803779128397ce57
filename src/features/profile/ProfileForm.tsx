import { useMemo, useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import type { AddressSuggestion } from '../../../contract/address';
import type { User } from '../../../contract/auth';
import { AU_STATES } from '../../../contract/common';
import { profileUpdate, UNIT_MAX, type ProfileUpdate } from '../../../contract/profile';
import { rememberUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { Combobox } from '../../ui/Combobox';
import { FormField, type FormFieldProps } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { MaskedInput } from '../../ui/masks/MaskedInput';
import { Select } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import {
  addressHint,
  addressQuery,
  localityLabel,
  searchLocalities,
  useLocalities,
  type Locality,
} from './localities';
import { updateProfile } from './api';
import { fromUser, toProfileInput, uiAddress, type ProfileValues } from './profile-form';
import { useStreetSuggestions } from './useStreetSuggestions';

const STATE_NAMES: Record<(typeof AU_STATES)[number], string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

export const OFFLINE_SAVE_MESSAGE = 'You are offline. Saving your profile needs a connection.';
const fieldId = (key: keyof ProfileValues) => `profile-${key}`;
const localityKey = (l: Locality) => `${l.name}|${l.state}|${l.postcode}`;

/** An Address suggestion: a street from the maps service, or a suburb from the bundled list. */
type AddressOption = Locality & { street?: string; label?: string };
const streetOption = (s: AddressSuggestion): AddressOption => ({
  name: s.city,
  state: s.state,
  postcode: s.zipCode,
  street: s.address,
  label: s.label,
});
const addressOptionKey = (o: AddressOption) => `${o.street ?? ''}|${localityKey(o)}`;
const addressOptionLabel = (o: AddressOption) => o.label ?? localityLabel(o);

/** One of the form's fields: its control comes from the form, its id from its name. */
function ProfileField<N extends keyof ProfileValues>(
  props: Omit<FormFieldProps<ProfileValues, N>, 'control' | 'id'>,
) {
  const { control } = useFormContext<ProfileValues>();
  return <FormField {...props} control={control} id={fieldId(props.name)} />;
}

/**
 * SPEC §2/§5 profile form. Edits live in a draft over the mirrored user; invalid fields are
 * highlighted only after a failed submit, then re-checked as the customer fixes them.
 */
export function ProfileForm({ user }: { user: User }) {
  const online = useOnline();
  const saved = useMemo(() => fromUser(user), [user]);
  const form = useZodForm({
    schema: profileUpdate,
    toInput: toProfileInput,
    defaultValues: saved,
    // A refreshed mirror shows through, except in the fields being edited.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const values = useWatch({ control: form.control }) as ProfileValues;
  const busy = form.formState.isSubmitting;

  const set = (patch: Partial<ProfileValues>) => {
    for (const [key, value] of Object.entries(patch) as [keyof ProfileValues, string][]) {
      form.setValue(key, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };
  const fillLocality = (locality: Locality, patch: Partial<ProfileValues> = {}) =>
    set({
      ...patch,
      city: locality.name,
      state: locality.state,
      zipCode: locality.postcode,
      country: 'AU',
    });

  // Suggestions come from a list loaded as its own chunk when an address field is first entered;
  // the form re-renders when it arrives.
  const [addressTouched, setAddressTouched] = useState(false);
  useLocalities(addressTouched);
  const wantLocalities = () => setAddressTouched(true);
  const addressSearch = addressQuery(values.address);
  const streets = useStreetSuggestions(values.address);
  const addressOptions: AddressOption[] = [
    ...streets.map(streetOption),
    ...(addressSearch ? searchLocalities(addressSearch.query) : []),
  ];
  const cityOptions = searchLocalities(values.city);

  const onValid = async (update: ProfileUpdate) => {
    // Only the browser's own flag blocks: after a failed call the server may be back already.
    if (!navigator.onLine) {
      toast.error(OFFLINE_SAVE_MESSAGE);
      return;
    }
    try {
      const next = await updateProfile(update);
      // Top bar, offline start and the profile mirror all follow the saved record.
      await rememberUser(next);
      form.reset(fromUser(next));
    } catch {
      // The API client has shown the server's message (or that we are offline).
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        aria-labelledby="profile-details-title"
      >
        {!online && (
          <p className="form__notice" role="status">
            You are offline: your profile is shown as last saved on this device. Saving needs a
            connection.
          </p>
        )}
        <div className="form__grid">
          <ProfileField name="firstName" label="First name" required>
            {(control) => <TextInput {...control} autoComplete="given-name" maxLength={100} />}
          </ProfileField>
          <ProfileField name="lastName" label="Last name" required>
            {(control) => <TextInput {...control} autoComplete="family-name" maxLength={100} />}
          </ProfileField>
          <ProfileField
            name="email"
            label="Email"
            hint="Your email is your sign-in and cannot be changed here."
          >
            {(control) => <TextInput {...control} type="email" readOnly />}
          </ProfileField>
          <ProfileField name="phoneNumber" label="Phone" hint="10 digits, e.g. 0412345678" required>
            {(control) => (
              <MaskedInput {...control} mask="0000000000" autoComplete="tel" inputMode="tel" />
            )}
          </ProfileField>
          <ProfileField name="company" label="Company" required>
            {(control) => <TextInput {...control} autoComplete="organization" maxLength={200} />}
          </ProfileField>
          <ProfileField name="unitNo" label="Unit/Level" hint={`Up to ${UNIT_MAX} characters`}>
            {(control) => (
              <TextInput {...control} autoComplete="address-line2" maxLength={UNIT_MAX} />
            )}
          </ProfileField>
          <ProfileField
            name="address"
            label="Address"
            hint={
              (streets.length === 0 ? addressHint(values.address) : null) ??
              'Street address; suggestions of Australian suburbs appear as you type.'
            }
            required
            className="field--wide"
          >
            {(control) => (
              <Combobox
                {...control}
                autoComplete="address-line1"
                maxLength={300}
                onFocus={wantLocalities}
                options={addressOptions}
                optionKey={addressOptionKey}
                optionLabel={addressOptionLabel}
                onPick={(option) =>
                  fillLocality(option, {
                    address: option.street ?? (addressSearch?.before ?? '').replace(/[\s,]+$/, ''),
                  })
                }
              />
            )}
          </ProfileField>
          <ProfileField name="city" label="City">
            {(control) => (
              <Combobox
                {...control}
                autoComplete="address-level2"
                maxLength={100}
                onFocus={wantLocalities}
                options={cityOptions}
                optionKey={localityKey}
                optionLabel={localityLabel}
                onPick={(locality) => fillLocality(locality)}
              />
            )}
          </ProfileField>
          <ProfileField name="state" label="State">
            {(control) => (
              <Select
                {...control}
                autoComplete="address-level1"
                placeholder="Select a state"
                options={AU_STATES}
                optionValue={String}
                optionLabel={(code) => `${code} – ${STATE_NAMES[code]}`}
              />
            )}
          </ProfileField>
          <ProfileField name="zipCode" label="Zip code">
            {(control) => <MaskedInput {...control} mask="0000" autoComplete="postal-code" />}
          </ProfileField>
          <ProfileField name="country" label="Country" hint="Addresses are in Australia only.">
            {(control) => (
              <TextInput {...control} readOnly value="Australia" onChange={() => undefined} />
            )}
          </ProfileField>
        </div>
        <p className="profile__full-address">
          <span className="profile__full-address-label">Full address: </span>
          <output htmlFor={`${fieldId('unitNo')} ${fieldId('address')} ${fieldId('city')}`}>
            {uiAddress(values)}
          </output>
        </p>
        <div className="form__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          {form.formState.isDirty && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => form.reset(saved)}
              disabled={busy}
            >
              Discard changes
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
