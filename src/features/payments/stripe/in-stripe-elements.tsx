import { Elements } from '@stripe/react-stripe-js';
import type { ComponentType } from 'react';
import { getStripe } from './stripe-loader';

/** Stripe mode's fields, inside Stripe's Elements for the provider's publishable key. */
export function inStripeElements<P extends { publishableKey: string }>(Fields: ComponentType<P>) {
  return function StripeEntry(props: P) {
    return (
      <Elements stripe={getStripe(props.publishableKey)}>
        <Fields {...props} />
      </Elements>
    );
  };
}
