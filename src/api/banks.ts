import { bankAccounts, type BankAccount } from '../../contract/payments/banks';
import { api, type CallOptions } from '../lib/api';
import type { Listed } from '../offline/mirrors/store';
import { listed } from './listed';

/**
 * The customer's saved bank accounts, for the 'banks' mirror: the bank pages show them and the
 * claim form fills its BSB from the default one. Quiet offline: the screens show the mirror.
 */
export const listBanks = async (
  etag: string | null = null,
  options: CallOptions = {},
): Promise<Listed<BankAccount>> =>
  listed(
    await api.postList('/api/user/banks', {}, bankAccounts, etag, {
      quietOffline: true,
      ...options,
    }),
  );
