import { useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { User } from '../../../contract/auth';
import { profileUpdate, UNIT_MAX, type ProfileUpdate } from '../../../contract/profile';
import { rememberUser } from '../../offline/session';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { useZodForm } from '../../ui/form/useZodForm';
import { MaskedInput } from '../../ui/masks/MaskedInput';
import { TextInput } from '../../ui/TextInput';
import { AddressFields } from './AddressFields';
import { updateProfile } from './api';
import { fromUser, toProfileInput, uiAddress, type ProfileValues } from './profile-form';
import { ProfileField, profileFieldId as fieldId } from './ProfileField';

export const OFFLINE_SAVE_MESSAGE = 'You are offline. Saving your profile needs a connection.';

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
          <AddressFields values={values} />
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
