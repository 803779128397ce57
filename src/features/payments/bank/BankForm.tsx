import { useRef } from 'react';
import { bankHolderForm } from '../../../../contract/payments/banks';
import { useLocalUser } from '../../../offline/react/useLocalUser';
import { FormField } from '../../../ui/form/FormField';
import { TextInput } from '../../../ui/TextInput';
import { addBank, saveBankAndPay } from '../api';
import { SaveOrPayForm, type MethodFormProps } from '../SaveOrPayForm';
import { BankEntry } from './BankEntry';
import type { BankEntryHandle } from './bank-entry';
import {
  DDR_CONSENT_AFTER,
  DDR_CONSENT_BEFORE,
  DDR_CONSENT_LINK,
  DDR_SERVICE_AGREEMENT_URL,
} from './ddr';

/**
 * SPEC §2 Add bank: account holder name, email and the bank account input, the DDR consent, and
 * 'Save bank for future use?' shown (ticked) only in the vehicle flow; on the bank page it is on
 * but hidden.
 */
export function BankForm(props: MethodFormProps) {
  const localUser = useLocalUser();
  const entry = useRef<BankEntryHandle>(null);
  const { provider } = props;

  return (
    <SaveOrPayForm
      {...props}
      kind="bank"
      schema={bankHolderForm}
      defaultValues={{ ac_holder_name: '', email: localUser?.email ?? '', isBankSave: true }}
      keep={{ name: 'isBankSave', label: 'Save bank for future use?' }}
      checkSecureFields={async () => (await entry.current?.check()) ?? false}
      tokenize={async ({ ac_holder_name: name, email }, keep) => {
        const tokenized = await entry.current?.tokenize(name, email);
        if (!tokenized?.ok) return tokenized;
        const payload = {
          paymentMethodId: tokenized.token.paymentMethodId,
          bSB: tokenized.token.bsb,
          accountNumber: tokenized.token.last4,
          fullName: name,
          ac_holder_name: name,
          email,
          isDefault: true,
          isBankSave: keep,
        };
        return { ok: true, payload };
      }}
      save={addBank}
      saveAndPay={saveBankAndPay}
    >
      {(form, busy) => (
        <>
          <FormField
            control={form.control}
            name="ac_holder_name"
            label="Account holder name"
            required
          >
            {(control) => <TextInput {...control} autoComplete="name" maxLength={100} />}
          </FormField>
          <FormField control={form.control} name="email" label="Email" required>
            {(control) => (
              <TextInput {...control} type="email" autoComplete="email" maxLength={254} />
            )}
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
        </>
      )}
    </SaveOrPayForm>
  );
}
