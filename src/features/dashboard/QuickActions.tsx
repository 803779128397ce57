import { Link } from 'react-router-dom';

/** What a driver opens the app for, one thumb tap away. */
export function QuickActions() {
  return (
    <nav className="quick-actions" aria-label="Quick actions">
      <Link className="quick-action" to="/adhoc/new">
        <span className="quick-action__icon" aria-hidden="true">
          +
        </span>
        Add expense
      </Link>
      <Link className="quick-action" to="/cargo/cards">
        <span className="quick-action__icon" aria-hidden="true">
          ▭
        </span>
        CarGo card
      </Link>
      <Link className="quick-action" to="/vehicle/new">
        <span className="quick-action__icon" aria-hidden="true">
          +
        </span>
        Add car
      </Link>
    </nav>
  );
}
