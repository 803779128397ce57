import { useId, useImperativeHandle, useState } from 'react';
import { MaskedInput } from '../../../ui/MaskedInput';
import { sandboxBank } from '../sandbox-methods';
import { bankErrorMessage } from './bank-errors';
import { BANK_REQUIRED, type BankEntryProps } from './bank-entry';
import { FieldError } from '../../../ui/FieldError';

/**
 * Sandbox bank account input: BSB (mask 000-000) and account number. Stripe's test accounts map
 * to its test payment-method ids here; the full account number never leaves this component.
 */
export default function SandboxBankFields({ ref, error, disabled = false }: BankEntryProps) {
  const [bsb, setBsb] = useState('');
  const [account, setAccount] = useState('');
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;

  const validate = () => {
    if (!bsb && !account) return BANK_REQUIRED;
    if (!/^\d{6}$/.test(bsb)) return 'BSB must be 6 digits';
    if (!/^\d{6,10}$/.test(account)) return 'Account number must be 6 to 10 digits';
    return undefined;
  };

  useImperativeHandle(ref, () => ({
    validate,
    async tokenize() {
      const problem = validate();
      if (problem) return { ok: false, message: problem };
      const result = sandboxBank(bsb, account);
      if (!result.ok) return { ok: false, message: bankErrorMessage(result.code, result.message) };
      return {
        ok: true,
        token: { paymentMethodId: result.paymentMethodId, bsb: result.bsb, last4: result.last4 },
      };
    },
  }));

  const invalid = error ? true : undefined;
  return (
    <fieldset
      className={error ? 'bank-fields field--invalid' : 'bank-fields'}
      aria-describedby={errorId}
    >
      <legend className="field__label">
        Bank account
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="bank-fields__row">
        <label className="bank-fields__bsb">
          <span className="field__hint">BSB</span>
          <MaskedInput
            mask="000-000"
            value={bsb}
            onChange={setBsb}
            placeholder="000-000"
            aria-invalid={invalid}
            aria-describedby={errorId}
            autoComplete="off"
            disabled={disabled}
          />
        </label>
        <label className="bank-fields__account">
          <span className="field__hint">Account number</span>
          <input
            className="input"
            value={account}
            onChange={(e) => setAccount(e.target.value.replace(/\D/g, '').slice(0, 10))}
            inputMode="numeric"
            maxLength={10}
            placeholder="000123456"
            aria-invalid={invalid}
            aria-describedby={errorId}
            autoComplete="off"
            disabled={disabled}
          />
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
