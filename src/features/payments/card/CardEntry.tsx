import { lazy } from 'react';
import type { ProviderName } from '../../../../contract/payments/provider';
import { ProviderEntry } from '../ProviderEntry';
import type { CardEntryProps } from './card-entry';
import SandboxCardFields from './SandboxCardFields';

const StripeCardFields = lazy(() => import('./StripeCardFields'));

/** The secure card inputs of the live provider. */
export function CardEntry({ provider, ...props }: CardEntryProps & { provider: ProviderName }) {
  return (
    <ProviderEntry
      provider={provider}
      loading="Loading the secure card form…"
      sandbox={<SandboxCardFields {...props} />}
      stripe={<StripeCardFields {...props} />}
    />
  );
}
