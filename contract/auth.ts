import { z } from 'zod/mini';
import { email, phone, requiredText, textWithoutControls } from './common';

export const PASSWORD_MIN = 8;
export const password = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(200, 'Password must be at most 200 characters'),
  );

/** A new password typed again (reset and change password): required, then equal to it. */
export const confirmPassword = z
  .string()
  .check(
    z.minLength(1, 'Confirm password is required'),
    z.maxLength(200, 'Confirm password must be at most 200 characters'),
  );

/** The rule both password forms end with, shown under the confirm field. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  { path: ['confirmPassword'], message: 'Confirm password must equal the new password' },
);

export const registerRequest = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email,
  password,
  phoneNumber: z.optional(phone),
});

export const loginRequest = z.object({
  email: textWithoutControls('Email').check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Email is required'),
    z.maxLength(254, 'Email must be at most 254 characters'),
  ),
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(200, 'Password must be at most 200 characters'),
    ),
});

/** SPEC §3 Customer/user. */
export const user = z.object({
  id: z.string(),
  emailConfirmed: z.boolean(),
  phoneNumber: z.string(),
  userName: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  uniqueCode: z.string(),
  isDeleted: z.boolean(),
  roles: z.array(z.string()),
  isGoogleConnected: z.boolean(),
  isFacebookConnected: z.boolean(),
  company: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  unitNo: z.string(),
});
export type User = z.infer<typeof user>;

/**
 * GET /api/auth/session: who the session cookie belongs to, or null when nobody is signed in.
 * The portal asks this on a first visit, where a 401 from a guarded route would log an error in
 * the browser console although being signed out is no error.
 */
export const sessionProbe = z.nullable(user);
