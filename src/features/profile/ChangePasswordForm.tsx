import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { PASSWORD_MIN } from '../../../contract/auth';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { EMPTY_PASSWORDS, invalidPasswordFields, type PasswordKey } from './changePassword';

const FIELDS: { key: PasswordKey; label: string; autoComplete: string; hint?: string }[] = [
  { key: 'oldPassword', label: 'Current Password', autoComplete: 'current-password' },
  {
    key: 'password',
    label: 'New Password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN} characters`,
  },
  { key: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
];

type Props = {
  /** Called after the server accepted the new password (the popup closes). */
  onDone?: () => void;
  /** Names the form for assistive tech (the block and the popup each have a heading). */
  labelledBy?: string;
};

/** SPEC §2 Change Password; the server checks the current password and ends other sessions. */
export function ChangePasswordForm({ onDone, labelledBy }: Props) {
  const session = useSession();
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const invalid = failed ? invalidPasswordFields(values) : new Set<PasswordKey>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalidPasswordFields(values).size > 0) {
      setFailed(true);
      return;
    }
    setBusy(true);
    try {
      await api.post('/api/customer/change/password', values, z.unknown(), { toastSuccess: true });
      setValues(EMPTY_PASSWORDS);
      setFailed(false);
      onDone?.();
    } catch {
      // The server's reason ('Current password is incorrect', …) has been toasted.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={session.user?.email ?? ''}
        readOnly
        hidden
      />
      {FIELDS.map((field) => (
        <Field
          key={field.key}
          label={field.label}
          hint={field.hint}
          error={invalid.has(field.key)}
          required
        >
          {(control) => (
            <PasswordInput
              {...control}
              name={field.key}
              autoComplete={field.autoComplete}
              toggleLabel={field.label}
              value={values[field.key]}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            />
          )}
        </Field>
      ))}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          Submit
        </button>
      </div>
    </form>
  );
}
