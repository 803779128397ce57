import type { ExpenseListRow } from '../../../contract/expenses';

type Step = { label: string; state: 'done' | 'refused' | 'waiting' };

/**
 * A claim's way through: Submitted, then SPEC's Approve word (Approved / Not Approved), then
 * Paid with SPEC's tick or cross. Each step says its state in words, not only by its mark.
 */
export function expenseSteps(row: Pick<ExpenseListRow, 'isApproved' | 'isPaid'>): Step[] {
  return [
    { label: 'Submitted', state: 'done' },
    row.isApproved
      ? { label: 'Approved', state: 'done' }
      : { label: 'Not Approved', state: 'waiting' },
    row.isPaid ? { label: 'Paid', state: 'done' } : { label: 'Not paid', state: 'waiting' },
  ];
}

const MARK: Record<Step['state'], string> = { done: '✓', refused: '✗', waiting: '✗' };

export function ExpenseProgress({ row }: { row: Pick<ExpenseListRow, 'isApproved' | 'isPaid'> }) {
  return (
    <ol className="expense-progress" aria-label="Claim progress">
      {expenseSteps(row).map((step) => (
        <li
          key={step.label}
          className={`expense-progress__step expense-progress__step--${step.state}`}
        >
          <span className="expense-progress__mark" aria-hidden="true">
            {MARK[step.state]}
          </span>
          {step.label}
        </li>
      ))}
    </ol>
  );
}
