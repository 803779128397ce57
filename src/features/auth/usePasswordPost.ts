import { useState } from 'react';
import { isApiError } from '../../lib/api';

/**
 * Posts a password-reset form (`forgotPassword` or `resetPassword` of ./api) that answers no data: `done` once the server accepted it, and the
 * server's refusal as `serverError` for the form to show (never a toast).
 */
export function usePasswordPost(send: (body: unknown) => Promise<unknown>) {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState('');

  const submit = async (body: unknown) => {
    setServerError('');
    try {
      await send(body);
      setDone(true);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    }
  };

  return { submit, done, serverError };
}
