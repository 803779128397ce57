import { useState, type FormEvent } from 'react';
import { user as userSchema, type User } from '../../../contract/auth';
import { AU_STATES } from '../../../contract/common';
import { api } from '../../lib/api';
import { rememberUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { Combobox } from '../../ui/Combobox';
import { Field } from '../../ui/Field';
import { MaskedInput } from '../../ui/MaskedInput';
import { TextInput } from '../../ui/TextInput';
import { addressQuery, localityLabel, searchLocalities, type Locality } from './localities';
import {
  fromUser,
  uiAddress,
  UNIT_MAX,
  validateProfile,
  type ProfileKey,
  type ProfileValues,
} from './profileForm';

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

const ORDER: ProfileKey[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'company',
  'unitNo',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
];

export const OFFLINE_SAVE_MESSAGE = 'You are offline. Saving your profile needs a connection.';
const fieldId = (key: ProfileKey) => `profile-${key}`;
const localityKey = (l: Locality) => `${l.name}|${l.state}|${l.postcode}`;

/**
 * SPEC §2/§5 profile form. Edits live in a draft over the mirrored user; invalid fields are
 * highlighted only after a failed submit, then re-checked as the customer fixes them.
 */
export function ProfileForm({ user }: { user: User }) {
  const online = useOnline();
  const [draft, setDraft] = useState<ProfileValues | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const values = draft ?? fromUser(user);
  const check = failed ? validateProfile(values) : null;
  const errors = check && !check.ok ? check.errors : {};

  const set = (patch: Partial<ProfileValues>) => setDraft({ ...values, ...patch });
  const text = (key: ProfileKey) => (value: string) => set({ [key]: value });
  const fillLocality = (locality: Locality, patch: Partial<ProfileValues> = {}) =>
    set({
      ...patch,
      city: locality.name,
      state: locality.state,
      zipCode: locality.postcode,
      country: 'AU',
    });

  const addressSearch = addressQuery(values.address);
  const addressOptions = addressSearch ? searchLocalities(addressSearch.query) : [];
  const cityOptions = searchLocalities(values.city);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateProfile(values);
    if (!result.ok) {
      setFailed(true);
      const first = ORDER.find((key) => result.errors[key]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    // Only the browser's own flag blocks: after a failed call the server may be back already.
    if (!navigator.onLine) {
      toast.error(OFFLINE_SAVE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const saved = await api.post('/api/customer/update', result.data, userSchema, {
        toastSuccess: true,
      });
      // Top bar, offline start and the profile mirror all follow the saved record.
      await rememberUser(saved);
      setDraft(null);
      setFailed(false);
    } catch {
      // The API client has shown the server's message (or that we are offline).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="profile-details-title">
      {!online && (
        <p className="profile__offline" role="status">
          You are offline: your profile is shown as last saved on this device. Saving needs a
          connection.
        </p>
      )}
      <div className="form__grid">
        <Field id={fieldId('firstName')} label="First name" error={errors.firstName} required>
          {(control) => (
            <TextInput
              {...control}
              name="firstName"
              autoComplete="given-name"
              maxLength={100}
              value={values.firstName}
              onChange={text('firstName')}
            />
          )}
        </Field>
        <Field id={fieldId('lastName')} label="Last name" error={errors.lastName} required>
          {(control) => (
            <TextInput
              {...control}
              name="lastName"
              autoComplete="family-name"
              maxLength={100}
              value={values.lastName}
              onChange={text('lastName')}
            />
          )}
        </Field>
        <Field
          id={fieldId('email')}
          label="Email"
          error={errors.email}
          hint="Your email is your sign-in and cannot be changed here."
        >
          {(control) => (
            <TextInput
              {...control}
              type="email"
              name="email"
              readOnly
              value={values.email}
              onChange={() => undefined}
            />
          )}
        </Field>
        <Field
          id={fieldId('phoneNumber')}
          label="Phone"
          error={errors.phoneNumber}
          hint="10 digits, e.g. 0412345678"
          required
        >
          {(control) => (
            <MaskedInput
              {...control}
              mask="0000000000"
              name="phoneNumber"
              autoComplete="tel"
              inputMode="tel"
              value={values.phoneNumber}
              onChange={text('phoneNumber')}
            />
          )}
        </Field>
        <Field id={fieldId('company')} label="Company" error={errors.company} required>
          {(control) => (
            <TextInput
              {...control}
              name="company"
              autoComplete="organization"
              maxLength={200}
              value={values.company}
              onChange={text('company')}
            />
          )}
        </Field>
        <Field
          id={fieldId('unitNo')}
          label="Unit/Level"
          error={errors.unitNo}
          hint={`Up to ${UNIT_MAX} characters`}
        >
          {(control) => (
            <TextInput
              {...control}
              name="unitNo"
              autoComplete="address-line2"
              maxLength={UNIT_MAX}
              value={values.unitNo}
              onChange={text('unitNo')}
            />
          )}
        </Field>
        <Field
          id={fieldId('address')}
          label="Address"
          error={errors.address}
          hint="Street address; suggestions of Australian suburbs appear as you type."
          required
          className="field--wide"
        >
          {(control) => (
            <Combobox
              {...control}
              name="address"
              autoComplete="address-line1"
              maxLength={300}
              value={values.address}
              onChange={text('address')}
              options={addressOptions}
              optionKey={localityKey}
              optionLabel={localityLabel}
              onPick={(locality) =>
                fillLocality(locality, {
                  address: (addressSearch?.before ?? '').replace(/[\s,]+$/, ''),
                })
              }
            />
          )}
        </Field>
        <Field id={fieldId('city')} label="City" error={errors.city}>
          {(control) => (
            <Combobox
              {...control}
              name="city"
              autoComplete="address-level2"
              maxLength={100}
              value={values.city}
              onChange={text('city')}
              options={cityOptions}
              optionKey={localityKey}
              optionLabel={localityLabel}
              onPick={(locality) => fillLocality(locality)}
            />
          )}
        </Field>
        <Field id={fieldId('state')} label="State" error={errors.state}>
          {(control) => (
            <select
              {...control}
              name="state"
              className="select"
              autoComplete="address-level1"
              value={values.state}
              onChange={(event) => set({ state: event.target.value })}
            >
              <option value="">Select a state</option>
              {AU_STATES.map((code) => (
                <option key={code} value={code}>
                  {code} – {STATE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={fieldId('zipCode')} label="Zip code" error={errors.zipCode}>
          {(control) => (
            <MaskedInput
              {...control}
              mask="0000"
              name="zipCode"
              autoComplete="postal-code"
              value={values.zipCode}
              onChange={text('zipCode')}
            />
          )}
        </Field>
        <Field
          id={fieldId('country')}
          label="Country"
          error={errors.country}
          hint="Addresses are in Australia only."
        >
          {(control) => (
            <TextInput
              {...control}
              name="country"
              readOnly
              value="Australia"
              onChange={() => undefined}
            />
          )}
        </Field>
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
        {draft && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft(null);
              setFailed(false);
            }}
            disabled={busy}
          >
            Discard changes
          </button>
        )}
      </div>
    </form>
  );
}
