import { expenseList, type ExpenseListRow } from '../../../contract/expenses';
import { UPLOAD_URL_PATH, uploadAddress } from '../../../contract/uploads';
import { fetchAllPages } from '../../api/fetch-all';
import { api } from '../../lib/api';
import type { Listed, LoadProgress } from '../../offline/mirrors/store';

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

/** Where receipts go; the outbox runner asks at start and keeps the answer for offline starts. */
export const loadUploadUrl = async (etag: string | null) => {
  const answer = await api.getTagged(UPLOAD_URL_PATH, uploadAddress, etag, {
    toastError: false,
    quietOffline: true,
  });
  return answer && { url: answer.data.url, etag: answer.etag };
};
