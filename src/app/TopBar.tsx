import { Link } from 'react-router-dom';

type Props = {
  fullName: string;
  navId: string;
  navOpen: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
  logoutBusy: boolean;
};

export function TopBar({ fullName, navId, navOpen, onToggleNav, onLogout, logoutBusy }: Props) {
  const initial = fullName.trim().charAt(0).toUpperCase() || '?';
  return (
    <header className="topbar">
      <button
        type="button"
        className="topbar__menu"
        aria-expanded={navOpen}
        aria-controls={navId}
        onClick={onToggleNav}
      >
        <span className="topbar__menu-icon" aria-hidden="true" />
        <span className="visually-hidden">Menu</span>
      </button>
      <Link to="/" className="topbar__brand">
        CarGo
      </Link>
      <div className="topbar__user">
        <span className="topbar__avatar" aria-hidden="true" data-testid="avatar">
          {initial}
        </span>
        <span className="topbar__name">{fullName}</span>
        <button type="button" className="topbar__logout" onClick={onLogout} disabled={logoutBusy}>
          Logout
        </button>
      </div>
    </header>
  );
}
