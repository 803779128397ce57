import { Link } from 'react-router-dom';
import { FORGOT_PASSWORD_SENT, forgotPasswordRequest } from '../../../contract/password-reset';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { TextInput } from '../../ui/TextInput';
import { AuthFrame } from './AuthFrame';
import { forgotPassword } from './api';
import { usePasswordPost } from './usePasswordPost';
import { AuthSubmit } from './AuthSubmit';

/**
 * Asks for a reset link. The server answers the same whatever the address, so the page shows
 * that answer and never says whether an account exists.
 */
export default function ForgotPasswordPage() {
  const { submit, done: sent, serverError } = usePasswordPost(forgotPassword);
  const form = useZodForm({ schema: forgotPasswordRequest, defaultValues: { email: '' } });
  const busy = form.formState.isSubmitting;

  return (
    <AuthFrame title="Reset your password">
      {sent ? (
        <p className="auth__notice auth__notice--done" role="status">
          {FORGOT_PASSWORD_SENT}
        </p>
      ) : (
        <form className="form" noValidate onSubmit={form.handleSubmit(submit)}>
          <p className="auth__intro">
            Enter the email you sign in with and we will send you a link to set a new password.
          </p>
          <FormField control={form.control} name="email" label="Email" required>
            {(control) => (
              <TextInput {...control} type="email" autoComplete="username" inputMode="email" />
            )}
          </FormField>
          <AuthSubmit
            error={serverError}
            busy={busy}
            label="Send reset link"
            busyLabel="Sending…"
          />
        </form>
      )}
      <p className="auth__switch">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}
