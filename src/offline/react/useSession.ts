import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionState } from '../session';

/** Who is signed in on this device, re-rendering the screen when that changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
