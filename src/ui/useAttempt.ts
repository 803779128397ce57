import { useState } from 'react';
import { isApiError } from '../lib/api';

/**
 * A server call made from a button, with its error said beside it rather than toasted: busy while
 * it runs, then the server's words, or `fallback` when there are none (a network failure).
 */
export function useAttempt(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, attempt };
}
