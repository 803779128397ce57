import { useRef } from 'react';
import {
  CARD_TYPE,
  cardHolderForm,
  type CardHolderForm,
} from '../../../../contract/payments/cards';
import { FormField } from '../../../ui/form/FormField';
import { TextInput } from '../../../ui/TextInput';
import { saveCard, saveCardAndPay } from '../api';
import { SaveOrPayForm, type MethodFormProps } from '../SaveOrPayForm';
import { CardEntry } from './CardEntry';
import type { CardEntryHandle } from './card-entry';

const EMPTY: CardHolderForm = { cardHolderName: '', isCardSave: true };

/**
 * SPEC §2 Add card / §5 Card form: card holder's name (required), the provider's secure number,
 * expiry and CVV fields (flagged when empty), provider errors under the form, and in the
 * vehicle flow 'Save card for future use?' (ticked) and 'Save & Pay'.
 */
export function CardForm(props: MethodFormProps) {
  const entry = useRef<CardEntryHandle>(null);
  const { provider } = props;

  return (
    <SaveOrPayForm
      {...props}
      kind="card"
      schema={cardHolderForm}
      defaultValues={EMPTY}
      keep={{ name: 'isCardSave', label: 'Save card for future use?' }}
      checkSecureFields={async () => (await entry.current?.check()) ?? false}
      tokenize={async ({ cardHolderName }, keep) => {
        const tokenized = await entry.current?.tokenize(cardHolderName);
        if (!tokenized?.ok) return tokenized;
        const { token } = tokenized;
        // Only the provider's id, the last 4 and the expiry leave the browser.
        const payload = {
          cardHolderName,
          cardNumber: token.last4,
          cardExpiryMonth: token.expMonth,
          cardExpiryYear: token.expYear,
          paymentMethodId: token.paymentMethodId,
          cardType: CARD_TYPE,
          isCardSave: keep,
          isDefault: false,
        };
        return { ok: true, payload };
      }}
      save={saveCard}
      saveAndPay={saveCardAndPay}
    >
      {(form, busy) => (
        <>
          <FormField
            control={form.control}
            name="cardHolderName"
            label="Card holder's name"
            required
          >
            {(control) => <TextInput {...control} autoComplete="cc-name" maxLength={100} />}
          </FormField>
          <CardEntry
            ref={entry}
            provider={provider.provider}
            publishableKey={provider.publishableKey}
            disabled={busy}
          />
        </>
      )}
    </SaveOrPayForm>
  );
}
