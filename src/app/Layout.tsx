import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../offline/react/useSession';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal } from '../ui/Modal';
import { OfflineBanner } from '../ui/OfflineBanner';
import { Later } from './Later';
import { NotificationOpener } from './NotificationOpener';
import { Sidebar } from './Sidebar';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';
import { useSignOut } from './useSignOut';
import './layout.css';

// Claims waiting in the outbox start sending and the mirrors fill when the portal opens, whatever
// the first page; loaded as its own chunk, once the first page is up, so that page waits for
// neither.
const BackgroundWork = lazy(() =>
  import('./BackgroundWork').then((m) => ({ default: m.BackgroundWork })),
);

/**
 * The shell around every portal page: top bar, the SPEC sidebar (beside the page on wide
 * screens, in the More drawer on phones), the phone tab bar, offline banner and content.
 */
export function Layout() {
  const session = useSession();
  const location = useLocation();
  // The drawer remembers the page it was opened on, so it closes when the page changes.
  const [moreOpenOn, setMoreOpenOn] = useState<string | null>(null);
  const moreOpen = moreOpenOn === location.pathname;
  const closeMore = () => setMoreOpenOn(null);
  const signOut = useSignOut();
  const fullName = session.status === 'signed-in' ? session.user.fullName : '';
  const logout = () => void signOut.request();

  const drafts = signOut.unsent;
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar fullName={fullName} onLogout={logout} logoutBusy={signOut.busy} />
      <div className="shell__body">
        {!moreOpen && (
          <Sidebar className="sidebar--wide" onLogout={logout} logoutBusy={signOut.busy} />
        )}
        <main id="main" className="shell__main" tabIndex={-1}>
          <OfflineBanner />
          <NotificationOpener />
          <Later>
            <Suspense fallback={null}>
              <BackgroundWork />
            </Suspense>
          </Later>
          <div className="shell__content">
            <Outlet />
          </div>
        </main>
      </div>
      <TabBar moreOpen={moreOpen} onMore={() => setMoreOpenOn(location.pathname)} />
      <Modal open={moreOpen} title="Menu" onClose={closeMore} variant="drawer" hideTitle>
        <Sidebar onNavigate={closeMore} onLogout={logout} logoutBusy={signOut.busy} />
      </Modal>
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
