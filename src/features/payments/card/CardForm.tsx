import { formatMoney } from '../../../lib/format';
import { useRef, useState, type FormEvent } from 'react';
import { CARD_TYPE, type TokenKeyResponse } from '../../../../contract/payments';
import { isApiError } from '../../../lib/api';
import { Field } from '../../../ui/Field';
import { TextInput } from '../../../ui/TextInput';
import { saveCard, saveCardAndPay } from '../api';
import { SandboxBadge } from '../SandboxBadge';
import { saveOrPay, type MethodFormResult } from '../save-or-pay';
import { CardEntry } from './CardEntry';
import { hasErrors, type CardEntryHandle, type CardFieldErrors } from './card-entry';

export const NAME_REQUIRED = "Card holder's name is required";

export type CardFormResult = MethodFormResult;

type Props = {
  provider: TokenKeyResponse;
  /** Present in the vehicle payment flow: the form saves (if asked) and pays. */
  vehicleId?: string;
  /** What 'Save & Pay' will charge, once known: the button says it. */
  amount?: number;
  onDone: (result: CardFormResult) => void;
};

/**
 * SPEC §2 Add card / §5 Card form: card holder's name (required), the provider's secure number,
 * expiry and CVV fields (flagged when empty), provider errors under the form, and in the
 * vehicle flow 'Save card for future use?' (ticked) and 'Save & Pay'.
 */
export function CardForm({ provider, vehicleId, amount, onDone }: Props) {
  const entry = useRef<CardEntryHandle>(null);
  const [holderName, setHolderName] = useState('');
  const [save, setSave] = useState(true);
  const [failed, setFailed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const nameError = failed && !holderName.trim() ? NAME_REQUIRED : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const problems = entry.current?.validate() ?? {};
    const nameMissing = !holderName.trim();
    setFailed(true);
    setFieldErrors(problems);
    if (nameMissing || hasErrors(problems)) return;

    setBusy(true);
    try {
      const tokenized = await entry.current?.tokenize(holderName.trim());
      if (!tokenized) return;
      if (!tokenized.ok) {
        setFieldErrors(tokenized.fieldErrors);
        setFormError(tokenized.formError ?? '');
        return;
      }
      const { token } = tokenized;
      // Only the provider's id, the last 4 and the expiry leave the browser.
      const payload = {
        cardHolderName: holderName.trim(),
        cardNumber: token.last4,
        cardExpiryMonth: token.expMonth,
        cardExpiryYear: token.expYear,
        paymentMethodId: token.paymentMethodId,
        cardType: CARD_TYPE,
        isCardSave: vehicleId ? save : true,
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
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form payment-form" noValidate onSubmit={onSubmit}>
      {provider.provider === 'sandbox' && <SandboxBadge kind="card" />}
      <Field label="Card holder's name" error={nameError} required>
        {(control) => (
          <TextInput
            {...control}
            value={holderName}
            onChange={setHolderName}
            autoComplete="cc-name"
            maxLength={100}
            disabled={busy}
          />
        )}
      </Field>
      <CardEntry
        ref={entry}
        provider={provider.provider}
        publishableKey={provider.publishableKey}
        errors={fieldErrors}
        disabled={busy}
      />
      {vehicleId && (
        <label className="checkbox">
          <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
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
