import { z } from 'zod/mini';
import { paymentResult } from '../../../contract/payments/answers';
import { bankAccount, type BankFormInput } from '../../../contract/payments/banks';
import { savedCard, type NewCardInput } from '../../../contract/payments/cards';
import { type PaymentMethodKind } from '../../../contract/payments/methods';
import { tokenKeyResponse, type TokenKeyResponse } from '../../../contract/payments/provider';
import { paymentIntentResponse } from '../../../contract/payments/quotes';
import { api } from '../../lib/api';

/** SPEC §7 payment calls, one function each; screens never build paths themselves. */

let providerKey: Promise<TokenKeyResponse> | null = null;

/**
 * Which provider is live (asked once per page load; a failure is asked again next time). Quiet
 * offline: the payment screens say themselves that they need a connection.
 */
export function fetchProviderKey(): Promise<TokenKeyResponse> {
  providerKey ??= api
    .get('/api/stripe/token/key', tokenKeyResponse, { quietOffline: true })
    .catch((error: unknown) => {
      providerKey = null;
      throw error;
    });
  return providerKey;
}

export const saveCard = (body: NewCardInput) =>
  api.post('/api/customer/card', body, savedCard, { toastSuccess: true });

// A payment ends in its success sheet (amount, method, receipt, next charge): no toast besides
// it saying the same thing twice. Refusals still toast the server's reason.
export const saveCardAndPay = (body: NewCardInput & { vehicleId: string }) =>
  api.post('/api/customer/card/payment', body, paymentResult);

export const payWithSavedCard = (vehicleId: string, id: string) =>
  api.post('/api/customer/card/pay', { vehicleId, id }, paymentResult);

export const setDefaultCard = (id: string) =>
  api.put('/api/customer/card/default', { id }, savedCard, { toastSuccess: true });

export const deleteCard = (id: string) =>
  api.del(`/api/customer/card/${encodeURIComponent(id)}`, z.null(), { toastSuccess: true });

export const setDefaultBank = (id: string) =>
  api.post('/api/user/bank/default', { id }, bankAccount, { toastSuccess: true });

export const addBank = (body: BankFormInput) =>
  api.post('/api/user/bank/add', body, bankAccount, { toastSuccess: true });

export const saveBankAndPay = (body: BankFormInput & { vehicleId: string }) =>
  api.post('/api/bank/payment', body, paymentResult);

export const createPaymentIntent = (vehicleId: string, method: PaymentMethodKind) =>
  api.post('/api/create/payment/intent', { vehicleId, method }, paymentIntentResponse);
