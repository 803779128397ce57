import { lazy } from 'react';
import type { ProviderName } from '../../../../contract/payments/provider';
import { ProviderEntry } from '../ProviderEntry';
import type { BankEntryProps } from './bank-entry';
import SandboxBankFields from './SandboxBankFields';

const StripeBankFields = lazy(() => import('./StripeBankFields'));

/** The bank account input of the live provider. */
export function BankEntry({ provider, ...props }: BankEntryProps & { provider: ProviderName }) {
  return (
    <ProviderEntry
      provider={provider}
      loading="Loading the secure bank form…"
      sandbox={<SandboxBankFields {...props} />}
      stripe={<StripeBankFields {...props} />}
    />
  );
}
