import {
  payoutAccount,
  payoutAccountAnswer,
  type PayoutAccount,
  type PayoutAccountUpdate,
} from '../../contract/payout';
import { api, type CallOptions } from '../lib/api';
import { PAYOUT_ROW_ID, type PayoutRow } from '../offline/db';

const PATH = '/api/customer/payout-account';

const asRows = (account: PayoutAccount | null): PayoutRow[] =>
  account ? [{ id: PAYOUT_ROW_ID, ...account }] : [];

/**
 * The payout account for its mirror (BSB and last 4 only: the full number never reaches the
 * device). The claim form and the profile read the mirror; quiet offline.
 */
export const loadPayoutAccount = async (options: CallOptions = {}): Promise<PayoutRow[]> =>
  asRows(await api.get(PATH, payoutAccountAnswer, { quietOffline: true, ...options }));

/** Sets or changes the payout account (the current password confirms it); toasts the answer. */
export const savePayoutAccount = async (update: PayoutAccountUpdate): Promise<PayoutRow[]> =>
  asRows(await api.put(PATH, update, payoutAccount, { toastSuccess: true }));
