import { NavLink } from 'react-router-dom';
import { NAV_ITEMS } from './navItems';

type Props = {
  id: string;
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  logoutBusy: boolean;
};

export function Sidebar({ id, open, onNavigate, onLogout, logoutBusy }: Props) {
  return (
    <nav id={id} className={open ? 'sidebar sidebar--open' : 'sidebar'} aria-label="Main">
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
