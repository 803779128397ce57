import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { AU_STATES } from '../../../contract/common';
import { Combobox } from '../../ui/Combobox';
import { MaskedInput } from '../../ui/masks/MaskedInput';
import { Select } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import {
  addressOptionKey,
  addressOptionLabel,
  localityKey,
  STATE_NAMES,
  streetOption,
  type AddressOption,
} from './address-options';
import {
  addressHint,
  addressQuery,
  localityLabel,
  searchLocalities,
  useLocalities,
  type Locality,
} from './localities';
import type { ProfileValues } from './profile-form';
import { ProfileField } from './ProfileField';
import { useStreetSuggestions } from './useStreetSuggestions';

/**
 * The profile's address: Address and City suggest streets and suburbs, and a picked one fills
 * the city, state and zip code. `values` are the form's values as they stand.
 */
export function AddressFields({ values }: { values: ProfileValues }) {
  const form = useFormContext<ProfileValues>();
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

  return (
    <>
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
    </>
  );
}
