import { Suspense, type ReactNode } from 'react';
import type { ProviderName } from '../../../contract/payments/provider';
import { Loader } from '../../ui/Loader';

/**
 * The secure inputs of the live provider: the sandbox's own, or Stripe's elements, whose code
 * (a lazy chunk with Stripe.js) is fetched only when Stripe is the live provider.
 */
export function ProviderEntry(props: {
  provider: ProviderName;
  loading: string;
  sandbox: ReactNode;
  stripe: ReactNode;
}) {
  if (props.provider === 'sandbox') return props.sandbox;
  return <Suspense fallback={<Loader label={props.loading} />}>{props.stripe}</Suspense>;
}
