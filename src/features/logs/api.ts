import type { z } from 'zod';
import { paymentLogs, tokenKeyResponse, type PaymentLog } from '../../../contract/payments';
import {
  cancelSubscriptionResponse,
  subscriptionLogs,
  type SubscriptionLog,
} from '../../../contract/subscriptions';
import { api } from '../../lib/api';

// The mirror keeps every row so screens page 7 at a time offline; the server is asked in big pages.
const FETCH_PAGE = 100;
const MAX_PAGES = 50;

async function fetchAll<S extends z.ZodType<{ totalCount: number }[]>>(
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const rows: { totalCount: number }[] = [];
  for (let offset = 0; offset < MAX_PAGES; offset += 1) {
    const page = await api.post(path, { offset, next: FETCH_PAGE }, schema);
    rows.push(...page);
    const total = page[0]?.totalCount ?? 0;
    if (page.length < FETCH_PAGE || rows.length >= total) break;
  }
  return rows as z.output<S>;
}

export const loadPaymentLogs = (): Promise<PaymentLog[]> =>
  fetchAll('/api/customer/payments/logs', paymentLogs);

export const loadSubscriptionLogs = (): Promise<SubscriptionLog[]> =>
  fetchAll('/api/customer/subscription/logs', subscriptionLogs);

export const cancelSubscription = (id: string) =>
  api.del(`/api/customer/subscription/log/${encodeURIComponent(id)}`, cancelSubscriptionResponse, {
    toastSuccess: true,
  });

const SUPPORT_EMAIL_KEY = 'cargo.supportEmail';

/** The provider's support contact (SPEC §1), remembered for the cancellation popup offline. */
export async function fetchSupportEmail(): Promise<string> {
  try {
    const { supportEmail } = await api.get('/api/stripe/token/key', tokenKeyResponse, {
      toastError: false,
    });
    localStorage.setItem(SUPPORT_EMAIL_KEY, supportEmail);
    return supportEmail;
  } catch {
    return localStorage.getItem(SUPPORT_EMAIL_KEY) ?? '';
  }
}
