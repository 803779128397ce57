import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { loginRequest } from '../../../contract/auth';
import { fieldErrors, type FieldErrors } from '../../lib/formErrors';
import { useSession } from '../../lib/session';
import { Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextInput } from '../../ui/TextInput';
import { AuthFrame } from './AuthFrame';
import { useAuthSubmit } from './useAuthSubmit';

type Key = 'email' | 'password';

export default function LoginPage() {
  const session = useSession();
  const { submit, busy, serverError, nextParam } = useAuthSubmit('/api/auth/login');
  const [values, setValues] = useState<Record<Key, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [failed, setFailed] = useState(false);
  const expired = session.status === 'signed-out' && session.reason === 'expired';

  const change = (key: Key) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (failed) {
      const result = loginRequest.safeParse(next);
      setErrors(result.success ? {} : fieldErrors<Key>(result.error));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = loginRequest.safeParse(values);
    if (!result.success) {
      setFailed(true);
      setErrors(fieldErrors<Key>(result.error));
      return;
    }
    setErrors({});
    void submit(result.data);
  };

  const signupLink = nextParam ? `/signup?next=${encodeURIComponent(nextParam)}` : '/signup';
  return (
    <AuthFrame title="Sign in">
      {expired && (
        <p className="auth__notice" role="status">
          Your session has expired. Please sign in again.
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <Field label="Email" error={errors.email} required>
          {(control) => (
            <TextInput
              {...control}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              value={values.email}
              onChange={change('email')}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password} required>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
            />
          )}
        </Field>
        {serverError && (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="auth__switch">
        New to CarGo? <Link to={signupLink}>Create an account</Link>
      </p>
    </AuthFrame>
  );
}
