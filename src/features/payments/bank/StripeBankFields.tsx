import { AuBankAccountElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useImperativeHandle, useState } from 'react';
import { SecureField } from '../stripe/SecureField';
import { elementProblem, elementState, UNTOUCHED } from '../stripe/element-state';
import { inStripeElements } from '../stripe/in-stripe-elements';
import { ELEMENT_STYLE } from '../stripe/stripe-loader';
import { bankErrorMessage } from './bank-errors';
import { BANK_REQUIRED } from '../../../../contract/payments/entry';
import type { BankEntryProps } from './bank-entry';

function StripeBank({ ref, disabled = false }: BankEntryProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState(UNTOUCHED);
  // What the last submit found, shown until the next one.
  const [error, setError] = useState<string | undefined>();

  const check = (): boolean => {
    const problem = elementProblem(state, BANK_REQUIRED, (s) => bankErrorMessage(s.code, s.error));
    setError(problem);
    return !problem;
  };
  const refuse = (message: string) => {
    setError(message);
    return { ok: false } as const;
  };

  useImperativeHandle(ref, () => ({
    check: async () => check(),
    async tokenize(holderName: string, email: string) {
      if (!check()) return { ok: false };
      const account = elements?.getElement(AuBankAccountElement);
      if (!stripe || !account) return refuse('The bank form is still loading. Please try again.');
      const { paymentMethod, error: failure } = await stripe.createPaymentMethod({
        type: 'au_becs_debit',
        au_becs_debit: account,
        billing_details: { name: holderName, email },
      });
      if (failure || !paymentMethod?.au_becs_debit) {
        return refuse(
          bankErrorMessage(
            failure?.code,
            failure?.message ?? 'The bank account could not be used.',
          ),
        );
      }
      return {
        ok: true,
        token: {
          paymentMethodId: paymentMethod.id,
          bsb: paymentMethod.au_becs_debit.bsb_number ?? '',
          last4: paymentMethod.au_becs_debit.last4 ?? '',
        },
      };
    },
  }));

  return (
    <SecureField id="stripe-bank" label="Bank account" error={error}>
      <AuBankAccountElement
        options={{ style: ELEMENT_STYLE, disabled }}
        onChange={(event) => setState(elementState(event))}
      />
    </SecureField>
  );
}

/** Stripe's AU bank account element (DESIGN §4); loaded only in Stripe mode. */
export default inStripeElements(StripeBank);
