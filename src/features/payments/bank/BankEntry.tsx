import { lazy, Suspense } from 'react';
import type { ProviderName } from '../../../../contract/payments';
import { Loader } from '../../../ui/Loader';
import type { BankEntryProps } from './bank-entry';
import SandboxBankFields from './SandboxBankFields';

const StripeBankFields = lazy(() => import('./StripeBankFields'));

/** The bank account input of the live provider (Stripe.js only when Stripe is live). */
export function BankEntry({ provider, ...props }: BankEntryProps & { provider: ProviderName }) {
  if (provider === 'sandbox') return <SandboxBankFields {...props} />;
  return (
    <Suspense fallback={<Loader label="Loading the secure bank form…" />}>
      <StripeBankFields {...props} />
    </Suspense>
  );
}
