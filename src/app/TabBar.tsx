import { NavLink } from 'react-router-dom';
import { Icon } from './icons';

type Props = { moreOpen: boolean; onMore: () => void };

/** Phones: the four places a driver goes most, and More for the rest of the SPEC sidebar. */
const TABS = [
  { label: 'Home', to: '/', end: true, icon: 'home' },
  { label: 'Vehicles', to: '/vehicles', end: false, icon: 'car' },
  { label: 'Expenses', to: '/expense/logs', end: false, icon: 'receipt' },
  { label: 'CarGo card', to: '/cargo/cards', end: false, icon: 'card' },
] as const;

export function TabBar({ moreOpen, onMore }: Props) {
  return (
    <nav className="tabbar" aria-label="Tab bar">
      <ul className="tabbar__list">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className="tabbar__tab">
              <Icon name={tab.icon} />
              <span>{tab.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="tabbar__tab"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onClick={onMore}
          >
            <Icon name="more" />
            <span>More</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
