import { expenseList, type ExpenseListRow } from '../../../contract/expenses';
import {
  subscribedVehicleList,
  type SubscribedVehicle,
} from '../../../contract/subscribed-vehicles';
import { api } from '../../lib/api';

/** The mirror holds every claim; pages of 100 keep each answer small. */
const FETCH_PAGE = 100;
const MAX_PAGES = 50;

export async function loadExpenses(): Promise<ExpenseListRow[]> {
  const rows: ExpenseListRow[] = [];
  for (let offset = 0; offset < MAX_PAGES; offset += 1) {
    const page = await api.post(
      '/api/customer/monthly/expenses',
      { offset, next: FETCH_PAGE },
      expenseList,
      {
        toastError: false,
      },
    );
    rows.push(...page);
    const total = page[0]?.totalCount ?? 0;
    if (page.length < FETCH_PAGE || rows.length >= total) break;
  }
  return rows;
}

export const loadSubscribedVehicles = (): Promise<SubscribedVehicle[]> =>
  api.post('/api/customer/subscribed/vehicles', {}, subscribedVehicleList, { toastError: false });
