import type { User } from '../../../contract/auth';

/** SPEC §3 Profile (local form); everything is text while it is being edited. */
export type ProfileValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
  unitNo: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export const fromUser = (user: User): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  company: user.company,
  unitNo: user.unitNo,
  address: user.address,
  city: user.city,
  state: user.state,
  zipCode: user.zipCode,
  country: 'AU',
});

/**
 * What the profile schema checks: the email is read-only here and not sent, so it is never
 * what stops a save (it was checked at sign-up); the country is always Australia.
 */
export const toProfileInput = ({ email: _readOnly, ...rest }: ProfileValues) => ({
  ...rest,
  country: 'AU',
});

/** SPEC §3 uiAddress: the whole address as one display line. */
export function uiAddress(values: ProfileValues): string {
  const street = [values.unitNo.trim(), values.address.trim()].filter(Boolean).join('/');
  const place = [values.city.trim(), values.state.trim(), values.zipCode.trim()]
    .filter(Boolean)
    .join(' ');
  return [street, place, 'Australia'].filter(Boolean).join(', ');
}
