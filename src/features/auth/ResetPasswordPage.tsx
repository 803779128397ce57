import { Link, useSearchParams } from 'react-router-dom';
import { RESET_LINK_INVALID, resetPasswordRequest } from '../../../contract/password-reset';
import { PasswordField } from '../../ui/form/PasswordField';
import { useZodForm } from '../../ui/form/useZodForm';
import { AuthFrame } from './AuthFrame';
import { resetPassword } from './api';
import { usePasswordPost } from './usePasswordPost';
import { AuthSubmit } from './AuthSubmit';

const CHANGED = 'Your password has been changed. Sign in with the new password.';

/** Opened from the emailed link: the token comes from `?token=` and is posted with the form. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { submit, done, serverError } = usePasswordPost(resetPassword);
  const form = useZodForm({
    schema: resetPasswordRequest,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const busy = form.formState.isSubmitting;

  if (done) {
    return (
      <AuthFrame title="Password changed">
        <p className="auth__notice auth__notice--done" role="status">
          {CHANGED}
        </p>
        <Link className="button auth__action" to="/login">
          Sign in
        </Link>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Set a new password">
      {token ? (
        <form className="form" noValidate onSubmit={form.handleSubmit(submit)}>
          <PasswordField
            control={form.control}
            name="password"
            label="New password"
            autoComplete="new-password"
            required
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
            required
          />
          <AuthSubmit
            error={serverError}
            busy={busy}
            label="Set new password"
            busyLabel="Saving…"
          />
        </form>
      ) : (
        <p className="form__error" role="alert">
          {RESET_LINK_INVALID}
        </p>
      )}
      <p className="auth__switch">
        {token ? 'Link not working? ' : ''}
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </AuthFrame>
  );
}
