import type { ExpenseListRow } from '../../../contract/expenses';
import { apiUrl } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { ExpenseProgress } from './ExpenseProgress';

export const receiptUrl = (name: string): string => apiUrl(`/api/file/${encodeURIComponent(name)}`);

type Props = { rows: ExpenseListRow[]; onOpen: (row: ExpenseListRow) => void };

/** Phones: a row per claim, receipt thumbnail, vehicle and amount, type and date, progress. */
export function ExpenseRows({ rows, onOpen }: Props) {
  return (
    <ul className="expense-rows" aria-label="Expenses">
      {rows.map((r) => (
        <li key={r.id} className="expense-row">
          <button type="button" className="expense-row__open" onClick={() => onOpen(r)}>
            {r.reciept ? (
              <img
                className="expense-row__thumb"
                src={receiptUrl(r.reciept)}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="expense-row__thumb" aria-hidden="true" />
            )}
            <span className="expense-row__main">
              <span className="expense-row__title">{r.vehicleMasterDetails.name}</span>
              <span className="expense-row__meta">
                {r.type} · {formatDate(r.expenseDate)}
              </span>
            </span>
            <span className="expense-row__money">{formatMoney(r.amount)}</span>
            {/* The name is the row's own words (what a voice user says to press it), then why. */}
            <span className="visually-hidden">, details</span>
          </button>
          <ExpenseProgress row={r} />
        </li>
      ))}
    </ul>
  );
}
