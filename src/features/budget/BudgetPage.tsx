import { Link, useParams } from 'react-router-dom';
import type { BudgetLine } from '../../../contract/budget';
import { formatDate, formatMoney } from '../../lib/format';
import { Card } from '../../ui/Card';
import { MirrorPage } from '../../ui/mirror/MirrorPage';
import { loadBudget } from './api';
import { FundedBar } from './Bar';
import { useVehicleMirror } from '../../offline/react/useVehicleMirror';
import { RowMissing } from '../../ui/mirror/RowMissing';
import './budget.css';

function LineCard({ line }: { line: BudgetLine }) {
  return (
    <li className="budget-line">
      <h3 className="budget-line__name">{line.name}</h3>
      <p className="budget-line__monthly">
        {line.key === 'OTHER'
          ? 'Not in your plan: these claims come out of the overall balance.'
          : `${formatMoney(line.monthly)} per month in your plan`}
        {!line.claimable && line.key !== 'OTHER' ? ' · paid by CarGo directly' : ''}
      </p>
      <FundedBar label="This plan period" funded={line.period.funded} spent={line.period.spent} />
      <FundedBar label="Financial year to date" funded={line.year.funded} spent={line.year.spent} />
      <dl className="budget-line__figures">
        <div>
          <dt>Pending approval</dt>
          <dd>{formatMoney(line.pending)}</dd>
        </div>
        <div>
          <dt>Balance so far</dt>
          <dd>
            {line.balance < 0
              ? `${formatMoney(-line.balance)} overspent`
              : formatMoney(line.balance)}
          </dd>
        </div>
      </dl>
      <p className={`budget-line__forecast budget-line__forecast--${line.forecast.kind}`}>
        {line.forecast.sentence}
      </p>
    </li>
  );
}

/** /portal/vehicle/:id/budget: funded against spent per plan line, readable offline. */
export default function BudgetPage() {
  const { id = '' } = useParams();
  const { row, ...mirror } = useVehicleMirror('budgets', id, loadBudget);

  return (
    <MirrorPage className="budget" title="Budget" mirror={`budgets:${id}`}>
      {!row ? (
        <RowMissing mirror={mirror} loadingLabel="Loading the budget…">
          {mirror.error
            ? 'The budget could not be loaded. Check your connection and try again.'
            : 'This budget has not been saved on this device yet. Connect to the internet to load it.'}
        </RowMissing>
      ) : (
        <>
          <p className="budget__vehicle">{row.vehicleLabel}</p>
          <Card title="Running balance" className="budget__balance">
            <p
              className={
                row.vehicleBalance.positive
                  ? 'balance balance--positive'
                  : 'balance balance--deficit'
              }
            >
              {row.vehicleBalance.positive ? 'In credit: ' : 'Deficit: '}
              {formatMoney(row.vehicleBalance.amount)}
            </p>
            <p>
              Customer Paid {formatMoney(row.vehicleBalance.customerPaid)} · Expense Amount{' '}
              {formatMoney(row.vehicleBalance.expenseAmount)} · pending approval{' '}
              {formatMoney(row.totals.pending)}
            </p>
            <p className="budget__note">
              Across all your vehicles the Running Balance on the dashboard is{' '}
              {row.customerBalance.positive ? '' : 'a deficit of '}
              {formatMoney(row.customerBalance.amount)}.
            </p>
            <p className="budget__forecast">{row.overall.sentence}</p>
          </Card>
          <p className="budget__period">
            {row.periodStart && row.periodEnd
              ? `This plan period: ${formatDate(row.periodStart)} to ${formatDate(row.periodEnd)}. `
              : 'No plan period has been paid yet. '}
            Financial year: {formatDate(row.yearStart)} to {formatDate(row.yearEnd)}.
          </p>
          <p className="budget__method">{row.method}</p>
          <ul className="budget__lines">
            {row.lines.map((line) => (
              <LineCard key={line.key} line={line} />
            ))}
          </ul>
          <p>
            <Link to={`/vehicle/${encodeURIComponent(id)}/odometer`}>
              Odometer and what the car needs next
            </Link>
          </p>
        </>
      )}
    </MirrorPage>
  );
}
