import { useEffect } from 'react';
import { useOutboxRunner } from '../features/expenses/runner';
import { useCustomerDb } from '../offline/react/useCustomerDb';
import { onSignedIn } from '../offline/session';

/**
 * For the signed-in layout, from app start on every page: keeps the outbox sending, and fills
 * every mirror in the background (at start, on sign-in, back online) so any screen, the claim
 * form first, works offline without having been opened online.
 */
export function BackgroundWork(): null {
  useOutboxRunner();
  const db = useCustomerDb();
  useEffect(() => {
    const warm = () => void import('./warm-mirrors').then((m) => m.warmMirrors(db));
    warm();
    window.addEventListener('online', warm);
    const stopListening = onSignedIn(warm);
    return () => {
      window.removeEventListener('online', warm);
      stopListening();
    };
  }, [db]);
  return null;
}
