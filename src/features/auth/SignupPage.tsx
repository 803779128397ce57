import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN, registerRequest } from '../../../contract/auth';
import { fieldErrors, type FieldErrors } from '../../lib/formErrors';
import { Field } from '../../ui/Field';
import { MaskedInput } from '../../ui/MaskedInput';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextInput } from '../../ui/TextInput';
import { AuthFrame } from './AuthFrame';
import { useAuthSubmit } from './useAuthSubmit';

type Key = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password';
const EMPTY: Record<Key, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
};

/** The phone is optional: an empty box means "not given", not an invalid number. */
const toRequest = (values: Record<Key, string>) => ({
  ...values,
  email: values.email.trim().toLowerCase(),
  phoneNumber: values.phoneNumber.trim() === '' ? undefined : values.phoneNumber,
});

export default function SignupPage() {
  const { submit, busy, serverError, nextParam } = useAuthSubmit('/api/auth/register');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [failed, setFailed] = useState(false);

  const change = (key: Key) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (failed) {
      const result = registerRequest.safeParse(toRequest(next));
      setErrors(result.success ? {} : fieldErrors<Key>(result.error));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = registerRequest.safeParse(toRequest(values));
    if (!result.success) {
      setFailed(true);
      setErrors(fieldErrors<Key>(result.error));
      return;
    }
    setErrors({});
    void submit(result.data);
  };

  const loginLink = nextParam ? `/login?next=${encodeURIComponent(nextParam)}` : '/login';
  return (
    <AuthFrame title="Create your account">
      <form className="form" noValidate onSubmit={onSubmit}>
        <Field label="First name" error={errors.firstName} required>
          {(control) => (
            <TextInput
              {...control}
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onChange={change('firstName')}
            />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          {(control) => (
            <TextInput
              {...control}
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onChange={change('lastName')}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email} required>
          {(control) => (
            <TextInput
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={change('email')}
            />
          )}
        </Field>
        <Field
          label="Phone (optional)"
          error={errors.phoneNumber}
          hint="10 digits, e.g. 0412345678"
        >
          {(control) => (
            <MaskedInput
              {...control}
              mask="0000000000"
              name="phoneNumber"
              autoComplete="tel"
              inputMode="tel"
              value={values.phoneNumber}
              onChange={change('phoneNumber')}
            />
          )}
        </Field>
        <Field
          label="Password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN} characters`}
          required
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
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
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="auth__switch">
        Already have an account? <Link to={loginLink}>Sign in</Link>
      </p>
    </AuthFrame>
  );
}
