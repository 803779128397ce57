import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { startSession } from '../offline/session';
import { useSession } from '../offline/react/useSession';
import { loginPath } from '../lib/paths';
import { BootShell } from './BootShell';

/**
 * Portal pages need a signed-in customer. Signed-out visitors go to the sign-in page with `next`
 * so they come back; after an explicit logout there is nothing to come back to.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const live = useSession();
  // Entering the portal renders the layout and the page in one go; as a deferred render it yields
  // to the browser between components instead of holding the main thread. Leaving (logout,
  // expiry) applies at once: no page may outlive the customer's database.
  const deferred = useDeferredValue(live);
  const session = live.status === 'signed-in' && deferred.status !== 'signed-in' ? deferred : live;
  const location = useLocation();

  useEffect(() => {
    void startSession();
  }, []);

  if (session.status === 'checking') return <BootShell label="Opening your portal…" />;
  if (session.status === 'signed-out') {
    const to =
      session.reason === 'logout' ? '/login' : loginPath(location.pathname, location.search);
    return <Navigate to={to} replace />;
  }
  return children;
}
