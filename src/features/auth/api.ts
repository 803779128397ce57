import { z } from 'zod/mini';
import { user, type User } from '../../../contract/auth';
import { api } from '../../lib/api';

/** SPEC §7 sign-in, sign-up and password reset. Each form shows the server's refusal itself. */
const inForm = { toastError: false };

export const logIn = (body: unknown): Promise<User> =>
  api.post('/api/auth/login', body, user, inForm);

export const register = (body: unknown): Promise<User> =>
  api.post('/api/auth/register', body, user, inForm);

export const forgotPassword = (body: unknown): Promise<null> =>
  api.post('/api/auth/password/forgot', body, z.null(), inForm);

export const resetPassword = (body: unknown): Promise<null> =>
  api.post('/api/auth/password/reset', body, z.null(), inForm);
