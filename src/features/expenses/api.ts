import { expenseList, type ExpenseListRow } from '../../../contract/expenses';
import { fetchAllPages } from '../../api/fetch-all';
import type { LoadProgress } from '../../offline/mirror';

/** Every claim of the customer, for the 'expenses' mirror. */
export const loadExpenses = (progress?: LoadProgress<ExpenseListRow>): Promise<ExpenseListRow[]> =>
  fetchAllPages('/api/customer/monthly/expenses', expenseList, { toastError: false }, progress);
