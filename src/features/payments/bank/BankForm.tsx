import { formatMoney } from '../../../lib/format';
import { useRef, useState, type FormEvent } from 'react';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '../../../../contract/common';
import type { TokenKeyResponse } from '../../../../contract/payments';
import { isApiError } from '../../../lib/api';
import { useLocalUser } from '../../../offline/localUser';
import { Field } from '../../../ui/Field';
import { TextInput } from '../../../ui/TextInput';
import { addBank, saveBankAndPay } from '../api';
import { SandboxBadge } from '../SandboxBadge';
import { saveOrPay, type MethodFormResult } from '../save-or-pay';
import { BankEntry } from './BankEntry';
import type { BankEntryHandle } from './bank-entry';
import {
  DDR_CONSENT_AFTER,
  DDR_CONSENT_BEFORE,
  DDR_CONSENT_LINK,
  DDR_SERVICE_AGREEMENT_URL,
} from './ddr';

export type BankFormResult = MethodFormResult;

type Props = {
  provider: TokenKeyResponse;
  vehicleId?: string;
  /** What 'Save & Pay' will charge, once known: the button says it. */
  amount?: number;
  onDone: (result: BankFormResult) => void;
};

const NAME_REQUIRED = 'Account holder name is required';
const EMAIL_REQUIRED = 'Email is required';

/**
 * SPEC §2 Add bank: account holder name, email and the bank account input, the DDR consent, and
 * 'Save bank for future use?' shown (ticked) only in the vehicle flow; on the bank page it is on
 * but hidden.
 */
export function BankForm({ provider, vehicleId, amount, onDone }: Props) {
  const localUser = useLocalUser();
  const entry = useRef<BankEntryHandle>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(localUser?.email ?? '');
  const [save, setSave] = useState(true);
  const [failed, setFailed] = useState(false);
  const [bankError, setBankError] = useState<string | undefined>();
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const trimmedEmail = email.trim().toLowerCase();
  const nameError = failed && !name.trim() ? NAME_REQUIRED : undefined;
  const emailError = !failed
    ? undefined
    : !trimmedEmail
      ? EMAIL_REQUIRED
      : !EMAIL_PATTERN.test(trimmedEmail)
        ? EMAIL_MESSAGE
        : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    setFailed(true);
    const bankProblem = entry.current?.validate();
    setBankError(bankProblem);
    if (!name.trim() || !trimmedEmail || !EMAIL_PATTERN.test(trimmedEmail) || bankProblem) return;

    setBusy(true);
    try {
      const tokenized = await entry.current?.tokenize(name.trim(), trimmedEmail);
      if (!tokenized) return;
      if (!tokenized.ok) {
        setBankError(tokenized.message);
        return;
      }
      const payload = {
        paymentMethodId: tokenized.token.paymentMethodId,
        bSB: tokenized.token.bsb,
        accountNumber: tokenized.token.last4,
        fullName: name.trim(),
        ac_holder_name: name.trim(),
        email: trimmedEmail,
        isDefault: true,
        isBankSave: vehicleId ? save : true,
      };
      const outcome = await saveOrPay({
        vehicleId,
        payload,
        save: addBank,
        saveAndPay: saveBankAndPay,
      });
      if (outcome.kind === 'payment-failed') setFormError(outcome.message);
      onDone(outcome);
    } catch (error) {
      if (isApiError(error)) setFormError(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form payment-form" noValidate onSubmit={onSubmit}>
      {provider.provider === 'sandbox' && <SandboxBadge kind="bank" />}
      <Field label="Account holder name" error={nameError} required>
        {(control) => (
          <TextInput
            {...control}
            value={name}
            onChange={setName}
            autoComplete="name"
            maxLength={100}
            disabled={busy}
          />
        )}
      </Field>
      <Field label="Email" error={emailError} required>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
            maxLength={254}
            disabled={busy}
          />
        )}
      </Field>
      <BankEntry
        ref={entry}
        provider={provider.provider}
        publishableKey={provider.publishableKey}
        error={bankError}
        disabled={busy}
      />
      <p className="ddr-consent">
        {DDR_CONSENT_BEFORE}{' '}
        <a href={DDR_SERVICE_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
          {DDR_CONSENT_LINK}
        </a>
        {DDR_CONSENT_AFTER}
      </p>
      {vehicleId && (
        <label className="checkbox">
          <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
          Save bank for future use?
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
