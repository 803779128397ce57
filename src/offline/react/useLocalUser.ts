import { useSyncExternalStore } from 'react';
import { readLocalUser, subscribeLocalUser, type LocalUser } from '../local-user';

/** Live local user: the top bar follows a profile update at once. */
export function useLocalUser(): LocalUser | null {
  return useSyncExternalStore(subscribeLocalUser, readLocalUser, readLocalUser);
}
