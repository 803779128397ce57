import type { User } from '../../../contract/auth';
import { profileUpdate, type ProfileUpdate } from '../../../contract/profile';
import { fieldErrors, type FieldErrors } from '../../lib/formErrors';

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
export type ProfileKey = keyof ProfileValues;

export const UNIT_MAX = 10;

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

export type ProfileCheck =
  { ok: true; data: ProfileUpdate } | { ok: false; errors: FieldErrors<ProfileKey> };

/**
 * The same schema the server applies: trimmed, whitespace-only counts as empty. The email is
 * read-only here and not sent, so it is never what stops a save (it was checked at sign-up).
 */
export function validateProfile(values: ProfileValues): ProfileCheck {
  const { email: _readOnly, ...rest } = values;
  const result = profileUpdate.safeParse({ ...rest, country: 'AU' });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors<ProfileKey>(result.error) };
}

/** SPEC §3 uiAddress: the whole address as one display line. */
export function uiAddress(values: ProfileValues): string {
  const street = [values.unitNo.trim(), values.address.trim()].filter(Boolean).join('/');
  const place = [values.city.trim(), values.state.trim(), values.zipCode.trim()]
    .filter(Boolean)
    .join(' ');
  return [street, place, 'Australia'].filter(Boolean).join(', ');
}
