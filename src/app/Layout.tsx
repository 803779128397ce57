import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { OfflineBanner } from '../ui/OfflineBanner';
import { Later } from './Later';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useSignOut } from './useSignOut';
import './layout.css';

const NAV_ID = 'portal-nav';

// Claims waiting in the outbox start sending when the portal opens, whatever the first page;
// loaded as its own chunk, once the first page is up, so that page does not wait for the sender.
const OutboxRunnerMount = lazy(() =>
  import('../features/expenses/runner').then((m) => ({ default: m.OutboxRunnerMount })),
);

/** The shell around every portal page: top bar, sidebar, offline banner, content. */
export function Layout() {
  const session = useSession();
  const location = useLocation();
  // The phone menu remembers the page it was opened on, so it closes when the page changes.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === location.pathname;
  const setNavOpen = (open: boolean) => setNavOpenOn(open ? location.pathname : null);
  const signOut = useSignOut();
  const fullName = session.status === 'signed-in' ? session.user.fullName : '';

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);

  const drafts = signOut.unsent;
  return (
    <div className={navOpen ? 'shell shell--nav-open' : 'shell'}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar
        fullName={fullName}
        navId={NAV_ID}
        navOpen={navOpen}
        onToggleNav={() => setNavOpen(!navOpen)}
        onLogout={() => void signOut.request()}
        logoutBusy={signOut.busy}
      />
      <div className="shell__body">
        <Sidebar
          id={NAV_ID}
          open={navOpen}
          onNavigate={() => setNavOpen(false)}
          onLogout={() => void signOut.request()}
          logoutBusy={signOut.busy}
        />
        <main id="main" className="shell__main" tabIndex={-1}>
          <OfflineBanner />
          <Later>
            <Suspense fallback={null}>
              <OutboxRunnerMount />
            </Suspense>
          </Later>
          <div className="shell__content">
            <Outlet />
          </div>
        </main>
      </div>
      <ConfirmDialog
        open={drafts > 0}
        title="Unsent expense claims"
        message={`You have ${drafts} expense ${drafts === 1 ? 'claim' : 'claims'} that ${drafts === 1 ? 'has' : 'have'} not been sent yet. Logging out deletes ${drafts === 1 ? 'it' : 'them'} from this device. Do you want to log out?`}
        onConfirm={() => void signOut.confirm()}
        onCancel={signOut.cancel}
        busy={signOut.busy}
        danger
      />
    </div>
  );
}
