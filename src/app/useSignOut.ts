import { useCallback, useState } from 'react';
import { turnOffPush } from '../lib/push-device';
import { countUnsentDrafts, signOut } from '../offline/session';

/**
 * Logout. With unsent expense drafts the customer is asked first (they would be deleted with
 * the rest of this device's data); the answer comes back through confirm()/cancel().
 */
export function useSignOut() {
  const [unsent, setUnsent] = useState(0);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async () => {
    setBusy(true);
    try {
      // A phone left signed out gets none of this customer's news (offline: the endpoint goes
      // when the push service next says it is gone, or the next customer's sign-in takes it).
      await turnOffPush().catch(() => null);
      await signOut();
      // Nothing to reset: signed out, the portal has left the screens that use this.
    } catch {
      // The API client has told the customer (offline, or the server failed); stay signed in.
      setBusy(false);
      setUnsent(0);
    }
  }, []);

  const request = useCallback(async () => {
    const count = await countUnsentDrafts();
    if (count > 0) setUnsent(count);
    else await run();
  }, [run]);

  return {
    request,
    busy,
    unsent,
    confirm: run,
    cancel: () => setUnsent(0),
  };
}
