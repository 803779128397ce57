import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent } from '@stripe/stripe-js';
import { useImperativeHandle, useState } from 'react';
import { CARD_ENTRY_MESSAGES } from '../../../../contract/payments/entry';
import { SecureField } from '../stripe/SecureField';
import {
  elementProblem,
  elementState,
  UNTOUCHED,
  type ElementState,
} from '../stripe/element-state';
import { inStripeElements } from '../stripe/in-stripe-elements';
import { ELEMENT_STYLE } from '../stripe/stripe-loader';
import type { CardEntryProps, CardFieldErrors, CardFieldKey } from './card-entry';

const REQUIRED: Record<CardFieldKey, string> = {
  number: CARD_ENTRY_MESSAGES.numberRequired,
  expiry: CARD_ENTRY_MESSAGES.expiryRequired,
  cvc: CARD_ENTRY_MESSAGES.cvcRequired,
};

function StripeFields({ ref, disabled = false }: CardEntryProps) {
  const stripe = useStripe();
  const elements = useElements();
  // What the last submit found, shown until the next one.
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [state, setState] = useState<Record<CardFieldKey, ElementState>>({
    number: UNTOUCHED,
    expiry: UNTOUCHED,
    cvc: UNTOUCHED,
  });
  const track = (key: CardFieldKey) => (event: StripeElementChangeEvent) =>
    setState((s) => ({ ...s, [key]: elementState(event) }));

  const validate = (): CardFieldErrors => {
    const found: CardFieldErrors = {};
    for (const key of ['number', 'expiry', 'cvc'] as const) {
      const problem = elementProblem(state[key], REQUIRED[key]);
      if (problem) found[key] = problem;
    }
    return found;
  };

  const check = (): boolean => {
    const problems = validate();
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  useImperativeHandle(ref, () => ({
    check: async () => check(),
    async tokenize(holderName: string) {
      if (!check()) return { ok: false };
      const card = elements?.getElement(CardNumberElement);
      if (!stripe || !card) {
        return { ok: false, formError: 'The card form is still loading. Please try again.' };
      }
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: holderName },
      });
      if (error || !paymentMethod?.card) {
        return { ok: false, formError: error?.message ?? 'Your card could not be used.' };
      }
      return {
        ok: true,
        token: {
          paymentMethodId: paymentMethod.id,
          last4: paymentMethod.card.last4,
          expMonth: paymentMethod.card.exp_month,
          expYear: paymentMethod.card.exp_year,
        },
      };
    },
  }));

  const options = { style: ELEMENT_STYLE, disabled };
  return (
    <div className="card-fields">
      <SecureField id="stripe-card-number" label="Card number" error={errors.number}>
        <CardNumberElement options={{ ...options, showIcon: true }} onChange={track('number')} />
      </SecureField>
      <SecureField id="stripe-card-expiry" label="Expiry (MM/YY)" error={errors.expiry}>
        <CardExpiryElement options={options} onChange={track('expiry')} />
      </SecureField>
      <SecureField id="stripe-card-cvc" label="CVV" error={errors.cvc}>
        <CardCvcElement
          options={{ ...options, placeholder: 'Security Code' }}
          onChange={track('cvc')}
        />
      </SecureField>
    </div>
  );
}

/** Stripe's split card elements (DESIGN §4). This module is loaded only in Stripe mode. */
export default inStripeElements(StripeFields);
