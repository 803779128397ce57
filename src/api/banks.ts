import { bankAccounts, type BankAccount } from '../../contract/payments';
import { api, type CallOptions } from '../lib/api';

/**
 * The customer's saved bank accounts, for the 'banks' mirror: the bank pages show them and the
 * claim form fills its BSB from the default one. Quiet offline: the screens show the mirror.
 */
export const listBanks = (options: CallOptions = {}): Promise<BankAccount[]> =>
  api.post('/api/user/banks', undefined, bankAccounts, { quietOffline: true, ...options });
