import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { User } from '../../../contract/auth';
import { isApiError } from '../../lib/api';
import { safeNext } from '../../lib/paths';
import { establishSession } from '../../offline/session';

/**
 * Posts credentials (`logIn` or `register` of ./api), opens the customer's session and goes to `next` (or the dashboard).
 * The server's message is shown in the form rather than as a toast.
 */
export function useAuthSubmit(send: (body: unknown) => Promise<User>) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');

  const submit = async (body: unknown) => {
    setBusy(true);
    setServerError('');
    try {
      const user = await send(body);
      await establishSession(user);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      setServerError(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  const next = params.get('next');
  /** A link to the other sign-in page that keeps where the customer was going. */
  const keepingNext = (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);

  return { submit, busy, serverError, keepingNext };
}
