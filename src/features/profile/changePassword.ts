export type PasswordValues = { oldPassword: string; password: string; confirmPassword: string };
export type PasswordKey = keyof PasswordValues;

export const EMPTY_PASSWORDS: PasswordValues = {
  oldPassword: '',
  password: '',
  confirmPassword: '',
};

/**
 * SPEC §5: all three are required and the confirmation must equal the new password; a failing
 * field is flagged without a message. Password strength is the server's call (it says why).
 */
export function invalidPasswordFields(values: PasswordValues): Set<PasswordKey> {
  const invalid = new Set<PasswordKey>();
  if (!values.oldPassword) invalid.add('oldPassword');
  if (!values.password) invalid.add('password');
  if (!values.confirmPassword || values.confirmPassword !== values.password) {
    invalid.add('confirmPassword');
  }
  return invalid;
}
