import { PASSWORD_MIN } from '../../../contract/auth';
import { changePasswordRequest, type ChangePasswordRequest } from '../../../contract/profile';
import { useZodForm } from '../../ui/form/useZodForm';
import { PasswordField } from '../../ui/form/PasswordField';
import { AccountUsername } from './AccountUsername';
import { changePassword } from './api';

type PasswordKey = keyof ChangePasswordRequest;
const EMPTY: ChangePasswordRequest = { oldPassword: '', password: '', confirmPassword: '' };

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

/**
 * SPEC §2 Change Password; the server checks the current password and ends other sessions.
 * SPEC §5 shows only the red outline on a bad field; the outline alone tells a screen reader or
 * a colour-blind customer nothing, so the reason is written beside it and named by the input.
 */
export function ChangePasswordForm({ onDone, labelledBy }: Props) {
  const form = useZodForm({ schema: changePasswordRequest, defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;

  const onValid = async (values: ChangePasswordRequest) => {
    try {
      await changePassword(values);
      form.reset(EMPTY);
      onDone?.();
    } catch {
      // The server's reason ('Current password is incorrect', …) has been toasted.
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-labelledby={labelledBy}
    >
      <AccountUsername />
      {FIELDS.map((field) => (
        <PasswordField
          key={field.key}
          control={form.control}
          name={field.key}
          label={field.label}
          hint={field.hint}
          autoComplete={field.autoComplete}
          required
        />
      ))}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          Submit
        </button>
      </div>
    </form>
  );
}
