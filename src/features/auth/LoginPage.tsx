import { Link } from 'react-router-dom';
import { loginRequest } from '../../../contract/auth';
import { useSession } from '../../lib/session';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextInput } from '../../ui/TextInput';
import { AuthFrame } from './AuthFrame';
import { logIn } from './api';
import { useAuthSubmit } from './useAuthSubmit';
import { AuthSubmit } from './AuthSubmit';

export default function LoginPage() {
  const session = useSession();
  const { submit, busy, serverError, keepingNext } = useAuthSubmit(logIn);
  const form = useZodForm({ schema: loginRequest, defaultValues: { email: '', password: '' } });
  const expired = session.status === 'signed-out' && session.reason === 'expired';

  return (
    <AuthFrame title="Sign in">
      {expired && (
        <p className="auth__notice" role="status">
          Your session has expired. Please sign in again.
        </p>
      )}
      <form className="form" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormField control={form.control} name="email" label="Email" required>
          {(control) => (
            <TextInput {...control} type="email" autoComplete="username" inputMode="email" />
          )}
        </FormField>
        <FormField control={form.control} name="password" label="Password" required>
          {(control) => <PasswordInput {...control} autoComplete="current-password" />}
        </FormField>
        <p className="auth__forgot">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <AuthSubmit error={serverError} busy={busy} label="Sign in" busyLabel="Signing in…" />
      </form>
      <p className="auth__switch">
        New to CarGo? <Link to={keepingNext('/signup')}>Create an account</Link>
      </p>
    </AuthFrame>
  );
}
