import { expenseList, type ExpenseListRow } from '../../../contract/expenses';
import { fetchAllPages } from '../../api/fetch-all';

/** Every claim of the customer, for the 'expenses' mirror. */
export const loadExpenses = (): Promise<ExpenseListRow[]> =>
  fetchAllPages('/api/customer/monthly/expenses', expenseList, { toastError: false });
