import { Link } from 'react-router-dom';
import { Icon } from './icons';

type Props = {
  fullName: string;
  onLogout: () => void;
  logoutBusy: boolean;
};

/**
 * SPEC §2 top bar: the customer's full name, its first initial and a logout action. The name
 * wraps onto a second line rather than being cut, and Logout becomes an icon on phones.
 */
export function TopBar({ fullName, onLogout, logoutBusy }: Props) {
  const initial = fullName.trim().charAt(0).toUpperCase() || '?';
  return (
    <header className="topbar">
      <Link to="/" className="topbar__brand">
        CarGo
      </Link>
      <div className="topbar__user">
        <span className="topbar__avatar" aria-hidden="true" data-testid="avatar">
          {initial}
        </span>
        <span className="topbar__name">{fullName}</span>
        <button
          type="button"
          className="topbar__logout"
          onClick={onLogout}
          disabled={logoutBusy}
          aria-label="Logout"
        >
          <Icon name="logout" />
          <span className="topbar__logout-text" aria-hidden="true">
            Logout
          </span>
        </button>
      </div>
    </header>
  );
}
