import { maskAccount, type ExpenseListRow } from '../../../contract/expenses';
import { formatDate, formatMoney } from '../../lib/format';
import { Modal } from '../../ui/Modal';
import { ExpenseProgress } from './ExpenseProgress';
import { receiptUrl } from './ExpenseRows';

type Props = { row: ExpenseListRow | null; onClose: () => void };

/** One claim in full, as a sheet from the bottom on phones: every SPEC column and the receipt. */
export function ExpenseDetailSheet({ row, onClose }: Props) {
  if (!row) return null;
  const facts: [string, string][] = [
    ['Vehicle Name', row.vehicleMasterDetails.name],
    ['Expense Type', row.type],
    ['Amount', formatMoney(row.amount)],
    ['Expense Date', formatDate(row.expenseDate)],
    ['Approve', row.isApproved ? 'Approved' : 'Not Approved'],
    ['Paid', row.isPaid ? 'Paid' : 'Not paid'],
    // A claim someone else filed on a shared vehicle carries no account (issue 30).
    ...(row.account.trim() ? [['Account', maskAccount(row.account)] as [string, string]] : []),
    ...(row.filedBy ? [['Filed by', row.filedBy.fullName] as [string, string]] : []),
  ];
  return (
    // Read, not filled in: it opens at its title and close button, not scrolled to the receipt.
    <Modal
      open
      title={`${row.type}, ${formatMoney(row.amount)}`}
      onClose={onClose}
      variant="sheet"
      initialFocus="dialog"
    >
      <ExpenseProgress row={row} />
      <dl className="detail-list expense-detail__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="detail-list__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {row.reciept && (
        <a
          className="expense-detail__receipt"
          href={receiptUrl(row.reciept)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <img src={receiptUrl(row.reciept)} alt="Receipt" width={240} height={320} />
          <span>Open the receipt</span>
        </a>
      )}
    </Modal>
  );
}
