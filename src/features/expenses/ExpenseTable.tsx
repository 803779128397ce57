import type { ExpenseListRow } from '../../../contract/expenses';
import { formatDate, formatMoney } from '../../lib/format';

/** SPEC §2 columns; on phones each row reads as a card (labels from data-label). */
export function ExpenseTable({ rows }: { rows: ExpenseListRow[] }) {
  return (
    <table className="expense-table">
      <thead>
        <tr>
          <th scope="col">Vehicle Name</th>
          <th scope="col">Expense Type</th>
          <th scope="col">Amount</th>
          <th scope="col">Expense Date</th>
          <th scope="col">Approve</th>
          <th scope="col">Paid</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td data-label="Vehicle Name">
              {r.vehicleMasterDetails.name}
              {r.filedBy && r.filedBy.id !== r.customer && (
                // A driver of a shared vehicle filed it: the owner sees who (issue 30).
                <span className="expense-table__by">Filed by {r.filedBy.fullName}</span>
              )}
            </td>
            <td data-label="Expense Type">{r.type}</td>
            <td data-label="Amount">{formatMoney(r.amount)}</td>
            <td data-label="Expense Date">{formatDate(r.expenseDate)}</td>
            <td data-label="Approve">
              <span className={r.isApproved ? 'approval approval--yes' : 'approval'}>
                {r.isApproved ? 'Approved' : 'Not Approved'}
              </span>
            </td>
            <td data-label="Paid">
              <span
                role="img"
                aria-label={r.isPaid ? 'Paid' : 'Not paid'}
                className={r.isPaid ? 'paid paid--yes' : 'paid paid--no'}
              >
                {r.isPaid ? '✓' : '✗'}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
