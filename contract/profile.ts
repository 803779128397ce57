import { z } from 'zod/mini';
import { AU_STATES, optionalText, phone, requiredText } from './common';
import { confirmPassword, password, passwordsMatch } from './auth';

/** SPEC §5: the unit/level is at most 10 characters. */
export const UNIT_MAX = 10;

/**
 * The words zod's English locale gives a state outside the list (one stored before the rule, which
 * the form shows under State), said by the schema itself so they hold with no locale loaded.
 */
const STATE_MESSAGE = `Invalid option: expected one of ${AU_STATES.map((s) => `"${s}"`).join('|')}`;

/** SPEC §5 Profile: required first/last name, company, address, phone; unit at most 10. */
export const profileUpdate = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  company: requiredText('Company', 200),
  unitNo: optionalText('Unit no', UNIT_MAX),
  address: requiredText('Address', 300),
  city: optionalText('City', 100),
  state: z._default(z.union([z.enum(AU_STATES, { error: STATE_MESSAGE }), z.literal('')]), ''),
  zipCode: z._default(
    z.string().check(z.trim(), z.regex(/^(\d{4})?$/, 'Zip code must be 4 digits')),
    '',
  ),
  country: z._default(z.literal('AU', { error: 'Country must be Australia' }), 'AU'),
  phoneNumber: phone,
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** SPEC §5 Change password: all required, confirm must equal new. */
export const changePasswordRequest = z
  .object({
    oldPassword: z
      .string()
      .check(
        z.minLength(1, 'Current password is required'),
        z.maxLength(200, 'Current password must be at most 200 characters'),
      ),
    password,
    confirmPassword,
  })
  .check(passwordsMatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
