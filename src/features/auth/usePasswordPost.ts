import { useState } from 'react';
import { z } from 'zod';
import { api, isApiError } from '../../lib/api';

/**
 * Posts a password-reset form that answers no data: `done` once the server accepted it, and the
 * server's refusal as `serverError` for the form to show (never a toast).
 */
export function usePasswordPost(path: '/api/auth/password/forgot' | '/api/auth/password/reset') {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState('');

  const submit = async (body: unknown) => {
    setServerError('');
    try {
      await api.post(path, body, z.null(), { toastError: false });
      setDone(true);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    }
  };

  return { submit, done, serverError };
}
