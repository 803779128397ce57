import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN, registerRequest } from '../../../contract/auth';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { MaskedInput } from '../../ui/masks/MaskedInput';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextInput } from '../../ui/TextInput';
import { AuthFrame } from './AuthFrame';
import { register } from './api';
import { useAuthSubmit } from './useAuthSubmit';
import { AuthSubmit } from './AuthSubmit';
import { InvitationIntro, useInvitedEmail, useNextInvitation } from './InvitationIntro';

type SignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
};

/** The phone is optional: an empty box means "not given", not an invalid number. */
const toRequest = (values: SignupValues) => ({
  ...values,
  email: values.email.trim().toLowerCase(),
  phoneNumber: values.phoneNumber.trim() === '' ? undefined : values.phoneNumber,
});

export default function SignupPage() {
  const { submit, busy, serverError, keepingNext } = useAuthSubmit(register);
  const form = useZodForm({
    schema: registerRequest,
    toInput: toRequest,
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
  });

  // Opened from an emailed invitation: say who invited, and fill in the invited address.
  const invitation = useNextInvitation();
  const { getValues, setValue } = form;
  useInvitedEmail(
    invitation,
    useCallback(() => getValues('email'), [getValues]),
    useCallback((email: string) => setValue('email', email), [setValue]),
  );

  return (
    <AuthFrame title="Create your account">
      <InvitationIntro state={invitation} />
      <form className="form" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormField control={form.control} name="firstName" label="First name" required>
          {(control) => <TextInput {...control} autoComplete="given-name" />}
        </FormField>
        <FormField control={form.control} name="lastName" label="Last name" required>
          {(control) => <TextInput {...control} autoComplete="family-name" />}
        </FormField>
        <FormField control={form.control} name="email" label="Email" required>
          {(control) => (
            <TextInput {...control} type="email" autoComplete="email" inputMode="email" />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="phoneNumber"
          label="Phone (optional)"
          hint="10 digits, e.g. 0412345678"
        >
          {(control) => (
            <MaskedInput {...control} mask="0000000000" autoComplete="tel" inputMode="tel" />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="password"
          label="Password"
          hint={`At least ${PASSWORD_MIN} characters`}
          required
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </FormField>
        <AuthSubmit
          error={serverError}
          busy={busy}
          label="Create account"
          busyLabel="Creating your account…"
        />
      </form>
      <p className="auth__switch">
        Already have an account? <Link to={keepingNext('/login')}>Sign in</Link>
      </p>
    </AuthFrame>
  );
}
