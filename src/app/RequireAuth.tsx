import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { startSession, useSession } from '../lib/session';
import { loginPath } from '../lib/paths';
import { BootShell } from './BootShell';

/**
 * Portal pages need a signed-in customer. Signed-out visitors go to the sign-in page with `next`
 * so they come back; after an explicit logout there is nothing to come back to.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
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
