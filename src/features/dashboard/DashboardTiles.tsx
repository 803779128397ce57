import { Link } from 'react-router-dom';
import type { Dashboard } from '../../../contract/dashboard';
import { formatMoney } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { runningBalance } from './balance';

/** SPEC §2 tiles. The two car links are as SPEC gives them: "Total Cars" adds, "Add New Car" lists. */
export function DashboardTiles({ figures }: { figures: Dashboard }) {
  const balance = runningBalance(figures.totalCreditAmount, figures.totalExpensiveAmount);
  return (
    <div className="tile-grid dashboard__tiles">
      <Link to="/vehicle/new" className="tile tile--link">
        <p className="tile__label">Total Cars</p>
        <p className="tile__value">{figures.totalVehicle}</p>
        <p className="tile__action">Add a car</p>
      </Link>
      <Link to="/vehicles" className="tile tile--link tile--accent">
        <p className="tile__label">Add New Car</p>
        <p className="tile__action">View your cars</p>
      </Link>
      <section className="tile" aria-label="Subscription Plan">
        <p className="tile__label">Subscription Plan</p>
        <p className="tile__value">
          {formatMoney(figures.totalAmountofSubscription)}
          <span className="tile__unit"> / month</span>
        </p>
      </section>
      <section className="tile" aria-label="Pending Subscription">
        <p className="tile__label">Pending Subscription</p>
        <p className="tile__value">{figures.totalPendingSubscription}</p>
      </section>
      <section
        className={`tile balance ${balance.positive ? 'balance--positive' : 'balance--deficit'}`}
        aria-label="Running Balance"
        data-testid="running-balance"
      >
        <p className="tile__label">
          Running Balance{' '}
          <Badge tone={balance.positive ? 'success' : 'danger'}>
            {balance.positive ? 'In credit' : 'Deficit'}
          </Badge>
        </p>
        <p className="tile__value balance__amount">{formatMoney(balance.amount)}</p>
        <dl className="balance__lines">
          <div>
            <dt>Customer Paid</dt>
            <dd>{formatMoney(figures.totalCreditAmount)}</dd>
          </div>
          <div>
            <dt>Expense Amount</dt>
            <dd>{formatMoney(figures.totalExpensiveAmount)}</dd>
          </div>
        </dl>
      </section>
      <Link to="/expense/logs" className="tile tile--link">
        <p className="tile__label">Add Adhoc Expense</p>
        <p className="tile__action">Go to expense logs</p>
      </Link>
    </div>
  );
}
