import { lazy, Suspense } from 'react';
import type { ProviderName } from '../../../../contract/payments';
import { Loader } from '../../../ui/Loader';
import type { CardEntryProps } from './card-entry';
import SandboxCardFields from './SandboxCardFields';

// Stripe.js and its elements are their own chunk, fetched only when Stripe is the live provider.
const StripeCardFields = lazy(() => import('./StripeCardFields'));

/** The secure card inputs of the live provider. */
export function CardEntry({ provider, ...props }: CardEntryProps & { provider: ProviderName }) {
  if (provider === 'sandbox') return <SandboxCardFields {...props} />;
  return (
    <Suspense fallback={<Loader label="Loading the secure card form…" />}>
      <StripeCardFields {...props} />
    </Suspense>
  );
}
