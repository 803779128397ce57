import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { loginRequest } from '../../../contract/auth';
import { useSession } from '../../offline/react/useSession';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextInput } from '../../ui/TextInput';
import { AuthFrame } from './AuthFrame';
import { logIn } from './api';
import { useAuthSubmit } from './useAuthSubmit';
import { AuthSubmit } from './AuthSubmit';
import { InvitationIntro, useInvitedEmail, useNextInvitation } from './InvitationIntro';

export default function LoginPage() {
  const session = useSession();
  const { submit, busy, serverError, keepingNext } = useAuthSubmit(logIn);
  const form = useZodForm({ schema: loginRequest, defaultValues: { email: '', password: '' } });
  const expired = session.status === 'signed-out' && session.reason === 'expired';
  // Opened from an emailed invitation: say who invited, offer an account first, fill the address.
  const invitation = useNextInvitation();
  const { getValues, setValue } = form;
  useInvitedEmail(
    invitation,
    useCallback(() => getValues('email'), [getValues]),
    useCallback((email: string) => setValue('email', email), [setValue]),
  );

  return (
    <AuthFrame title="Sign in">
      {expired && (
        <p className="auth__notice" role="status">
          Your session has expired. Please sign in again.
        </p>
      )}
      <InvitationIntro state={invitation}>
        <p>
          <Link className="button" to={keepingNext('/signup')}>
            Create an account
          </Link>
        </p>
        <p>Already have a CarGo account? Sign in below to accept.</p>
      </InvitationIntro>
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
      {/* An invitation offers the account first, above the form. */}
      {invitation.status !== 'ready' && (
        <p className="auth__switch">
          New to CarGo? <Link to={keepingNext('/signup')}>Create an account</Link>
        </p>
      )}
    </AuthFrame>
  );
}
