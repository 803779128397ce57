import { NavLink } from 'react-router-dom';
import { NAV_ITEMS } from './nav-items';

type Props = {
  className?: string;
  onNavigate?: () => void;
  onLogout: () => void;
  logoutBusy: boolean;
};

/** SPEC §2 sidebar: beside the page on wide screens, inside the More drawer on phones. */
export function Sidebar({ className, onNavigate, onLogout, logoutBusy }: Props) {
  return (
    <nav className={className ? `sidebar ${className}` : 'sidebar'} aria-label="Main">
      <ul className="sidebar__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="sidebar__link" onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="sidebar__link sidebar__logout"
            onClick={onLogout}
            disabled={logoutBusy}
          >
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
