import { useSession } from '../../offline/react/useSession';

/**
 * The signed-in email as a hidden username beside a password form, so password managers file
 * or offer the password under the right account.
 */
export function AccountUsername() {
  const session = useSession();
  return (
    <input
      type="email"
      name="username"
      autoComplete="username"
      value={session.user?.email ?? ''}
      readOnly
      hidden
    />
  );
}
