import { useRef, useState } from 'react';
import {
  bankHolderForm,
  type BankHolderForm,
  type TokenKeyResponse,
} from '../../../../contract/payments';
import { isApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { useLocalUser } from '../../../offline/react/useLocalUser';
import { FormField } from '../../../ui/form/FormField';
import { useZodForm } from '../../../ui/form/useZodForm';
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

/**
 * SPEC §2 Add bank: account holder name, email and the bank account input, the DDR consent, and
 * 'Save bank for future use?' shown (ticked) only in the vehicle flow; on the bank page it is on
 * but hidden.
 */
export function BankForm({ provider, vehicleId, amount, onDone }: Props) {
  const localUser = useLocalUser();
  const entry = useRef<BankEntryHandle>(null);
  const form = useZodForm({
    schema: bankHolderForm,
    defaultValues: { ac_holder_name: '', email: localUser?.email ?? '', isBankSave: true },
  });
  const [formError, setFormError] = useState('');
  const busy = form.formState.isSubmitting;

  // The secure bank fields are flagged on the same failed submit as the others. They take the
  // cursor only when the holder's fields are right: this form focuses its own field after this.
  const bankFieldsReady = async (): Promise<boolean> => {
    setFormError('');
    return (await entry.current?.check()) ?? false;
  };

  const onValid = async ({ ac_holder_name: name, email, isBankSave }: BankHolderForm) => {
    if (!(await bankFieldsReady())) return;
    try {
      const tokenized = await entry.current?.tokenize(name, email);
      if (!tokenized?.ok) return;
      const payload = {
        paymentMethodId: tokenized.token.paymentMethodId,
        bSB: tokenized.token.bsb,
        accountNumber: tokenized.token.last4,
        fullName: name,
        ac_holder_name: name,
        email,
        isDefault: true,
        isBankSave: vehicleId ? isBankSave : true,
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
    }
  };

  return (
    <form
      className="form payment-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid, bankFieldsReady)(event)}
    >
      {provider.provider === 'sandbox' && <SandboxBadge kind="bank" />}
      <FormField control={form.control} name="ac_holder_name" label="Account holder name" required>
        {(control) => <TextInput {...control} autoComplete="name" maxLength={100} />}
      </FormField>
      <FormField control={form.control} name="email" label="Email" required>
        {(control) => <TextInput {...control} type="email" autoComplete="email" maxLength={254} />}
      </FormField>
      <BankEntry
        ref={entry}
        provider={provider.provider}
        publishableKey={provider.publishableKey}
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
          <input type="checkbox" {...form.register('isBankSave')} />
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
