import type { Dashboard } from '../../../contract/dashboard';
import { methodLabel } from '../../../contract/payments/labels';
import { formatDate, formatMoney } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { runningBalance } from './balance';

/**
 * The account at a glance: SPEC's Subscription Plan (this month's amount), the next charge with
 * its date and method, and SPEC's Running Balance with its Customer Paid and Expense Amount lines.
 */
export function AccountHero({ figures }: { figures: Dashboard }) {
  const balance = runningBalance(figures.totalCreditAmount, figures.totalExpensiveAmount);
  const next = figures.nextCharge ?? null;
  return (
    <section className="hero" aria-label="Your account">
      <section className="hero__plan" aria-label="Subscription Plan">
        <p className="hero__label">Subscription Plan</p>
        <p className="hero__amount">
          {formatMoney(figures.totalAmountofSubscription)}
          <span className="hero__unit"> / month</span>
        </p>
        <p className="hero__next">
          {next ? (
            <>
              Next charge {formatMoney(next.amount)} on{' '}
              <time dateTime={next.date}>{formatDate(next.date)}</time>
              {next.method ? ` with ${methodLabel(next.method)}` : ''}
            </>
          ) : (
            'No charge scheduled'
          )}
        </p>
      </section>
      <section
        className={`hero__balance balance ${balance.positive ? 'balance--positive' : 'balance--deficit'}`}
        aria-label="Running Balance"
        data-testid="running-balance"
      >
        <p className="hero__label">
          Running Balance{' '}
          <Badge tone={balance.positive ? 'success' : 'danger'}>
            {balance.positive ? 'In credit' : 'Deficit'}
          </Badge>
        </p>
        <p className="hero__amount balance__amount">{formatMoney(balance.amount)}</p>
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
    </section>
  );
}
