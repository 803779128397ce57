import { expenseList, type ExpenseListRow } from '../../../contract/expenses';
import { fetchAllPages } from '../../api/fetch-all';
import type { Listed, LoadProgress } from '../../offline/mirror-store';

/** Every claim of the customer, for the 'expenses' mirror. */
export const loadExpenses = (
  etag: string | null = null,
  progress?: LoadProgress<ExpenseListRow>,
): Promise<Listed<ExpenseListRow>> =>
  fetchAllPages(
    '/api/customer/monthly/expenses',
    expenseList,
    etag,
    { toastError: false },
    progress,
  );
