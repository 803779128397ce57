import { z } from 'zod/mini';
import { confirmPassword, password, passwordsMatch } from './auth';
import { textWithoutControls } from './common';

export const forgotPasswordRequest = z.object({
  email: textWithoutControls('Email', 'Email is required').check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Email is required'),
    z.maxLength(254, 'Email must be at most 254 characters'),
    z.regex(/^[^\s@]+@[^\s@]+$/, 'Enter a valid email address'),
  ),
});

/** The same answer whether or not an account has that email, so it tells nobody who is a customer. */
export const FORGOT_PASSWORD_SENT =
  'If an account uses that email, we have sent it a link to set a new password. The link works once, for a limited time.';

export const RESET_LINK_INVALID =
  'This reset link is invalid, has already been used or has expired. Ask for a new one.';

export const resetPasswordRequest = z
  .object({
    token: z
      .string({ error: RESET_LINK_INVALID })
      .check(z.minLength(1, RESET_LINK_INVALID), z.maxLength(100)),
    password,
    confirmPassword,
  })
  .check(passwordsMatch);
