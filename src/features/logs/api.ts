import { paymentLogs, type PaymentLog } from '../../../contract/payments/answers';
import { tokenKeyResponse } from '../../../contract/payments/provider';
import {
  cancelSubscriptionResponse,
  subscriptionLogs,
  type SubscriptionLog,
} from '../../../contract/subscriptions';
import { fetchAllPages } from '../../api/fetch-all';
import { api } from '../../lib/api';
import type { Listed, LoadProgress } from '../../offline/mirrors/store';

export const loadPaymentLogs = (
  etag: string | null = null,
  progress?: LoadProgress<PaymentLog>,
): Promise<Listed<PaymentLog>> =>
  fetchAllPages('/api/customer/payments/logs', paymentLogs, etag, {}, progress);

export const loadSubscriptionLogs = (
  etag: string | null = null,
): Promise<Listed<SubscriptionLog>> =>
  fetchAllPages('/api/customer/subscription/logs', subscriptionLogs, etag);

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
