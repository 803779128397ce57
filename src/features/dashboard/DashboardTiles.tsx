import { Link } from 'react-router-dom';
import type { Dashboard } from '../../../contract/dashboard';

/**
 * SPEC §2 tiles that are not in the account card above them (Total Cars says beside SPEC's own
 * count how many cars others share with the customer). The two car links are as SPEC
 * gives them: "Total Cars" adds, "Add New Car" lists.
 */
export function DashboardTiles({ figures, shared }: { figures: Dashboard; shared: number }) {
  return (
    <div className="dashboard__tiles">
      <Link to="/vehicle/new" className="tile tile--link">
        <p className="tile__label">Total Cars</p>
        <p className="tile__value">{figures.totalVehicle}</p>
        {/* SPEC's figure counts the customer's own cars; the ones shared with them are named. */}
        {shared > 0 && <p className="tile__note">{shared} shared with you</p>}
        <p className="tile__action">Add a car</p>
      </Link>
      <Link to="/vehicles" className="tile tile--link">
        <p className="tile__label">Add New Car</p>
        <p className="tile__action">View your cars</p>
      </Link>
      <section className="tile" aria-label="Pending Subscription">
        <p className="tile__label">Pending Subscription</p>
        <p className="tile__value">{figures.totalPendingSubscription}</p>
      </section>
      <Link to="/expense/logs" className="tile tile--link">
        <p className="tile__label">Add Adhoc Expense</p>
        <p className="tile__action">Go to expense logs</p>
      </Link>
    </div>
  );
}
