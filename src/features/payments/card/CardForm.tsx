import { useRef, useState } from 'react';
import {
  CARD_TYPE,
  cardHolderForm,
  type CardHolderForm,
  type TokenKeyResponse,
} from '../../../../contract/payments';
import { isApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { FormField } from '../../../ui/form/FormField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { TextInput } from '../../../ui/TextInput';
import { saveCard, saveCardAndPay } from '../api';
import { SandboxBadge } from '../SandboxBadge';
import { saveOrPay, type MethodFormResult } from '../save-or-pay';
import { CardEntry } from './CardEntry';
import type { CardEntryHandle } from './card-entry';

export type CardFormResult = MethodFormResult;

type Props = {
  provider: TokenKeyResponse;
  /** Present in the vehicle payment flow: the form saves (if asked) and pays. */
  vehicleId?: string;
  /** What 'Save & Pay' will charge, once known: the button says it. */
  amount?: number;
  onDone: (result: CardFormResult) => void;
};

const EMPTY: CardHolderForm = { cardHolderName: '', isCardSave: true };

/**
 * SPEC §2 Add card / §5 Card form: card holder's name (required), the provider's secure number,
 * expiry and CVV fields (flagged when empty), provider errors under the form, and in the
 * vehicle flow 'Save card for future use?' (ticked) and 'Save & Pay'.
 */
export function CardForm({ provider, vehicleId, amount, onDone }: Props) {
  const entry = useRef<CardEntryHandle>(null);
  const form = useZodForm({ schema: cardHolderForm, defaultValues: EMPTY });
  const [formError, setFormError] = useState('');
  const busy = form.formState.isSubmitting;

  // The secure fields are flagged on the same failed submit as the name, whichever fails. They
  // take the cursor only when the name is right: this form focuses the name after this.
  const secureFieldsReady = async (): Promise<boolean> => {
    setFormError('');
    return (await entry.current?.check()) ?? false;
  };

  const onValid = async ({ cardHolderName, isCardSave }: CardHolderForm) => {
    if (!(await secureFieldsReady())) return;
    try {
      const tokenized = await entry.current?.tokenize(cardHolderName);
      if (!tokenized) return;
      if (!tokenized.ok) {
        setFormError(tokenized.formError ?? '');
        return;
      }
      const { token } = tokenized;
      // Only the provider's id, the last 4 and the expiry leave the browser.
      const payload = {
        cardHolderName,
        cardNumber: token.last4,
        cardExpiryMonth: token.expMonth,
        cardExpiryYear: token.expYear,
        paymentMethodId: token.paymentMethodId,
        cardType: CARD_TYPE,
        isCardSave: vehicleId ? isCardSave : true,
        isDefault: false,
      };
      const outcome = await saveOrPay({
        vehicleId,
        payload,
        save: saveCard,
        saveAndPay: saveCardAndPay,
      });
      if (outcome.kind === 'payment-failed') setFormError(outcome.message);
      onDone(outcome);
    } catch (error) {
      // The API client has toasted the server's message; the provider's words go under the form.
      if (isApiError(error)) setFormError(error.message);
    }
  };

  return (
    <form
      className="form payment-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid, secureFieldsReady)(event)}
    >
      {provider.provider === 'sandbox' && <SandboxBadge kind="card" />}
      <FormField control={form.control} name="cardHolderName" label="Card holder's name" required>
        {(control) => <TextInput {...control} autoComplete="cc-name" maxLength={100} />}
      </FormField>
      <CardEntry
        ref={entry}
        provider={provider.provider}
        publishableKey={provider.publishableKey}
        disabled={busy}
      />
      {vehicleId && (
        <label className="checkbox">
          <input type="checkbox" {...form.register('isCardSave')} />
          Save card for future use?
        </label>
      )}
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {vehicleId
            ? `Save & Pay${amount === undefined ? '' : ` ${formatMoney(amount)}`}`
            : 'Save'}
        </button>
      </div>
    </form>
  );
}
