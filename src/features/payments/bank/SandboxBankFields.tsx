import { useId, useImperativeHandle } from 'react';
import { Controller, useFormState } from 'react-hook-form';
import { bankEntry, type BankEntry } from '../../../../contract/payments/entry';
import { FieldError } from '../../../ui/FieldError';
import { MaskedInput } from '../../../ui/masks/MaskedInput';
import { sandboxBank } from '../sandbox-methods';
import { useSandboxEntry } from '../useSandboxEntry';
import { bankErrorMessage } from './bank-errors';
import type { BankEntryProps } from './bank-entry';

const EMPTY: BankEntry = { bSB: '', accountNumber: '' };
const FIELDS = ['bSB', 'accountNumber'] as const;

/**
 * Sandbox bank account input: BSB (mask 000-000) and account number, a form of their own checked
 * by the contract's `bankEntry` (the BSB rule of every form and route). Stripe's test accounts
 * map to its test payment-method ids here; the full account number never leaves this component.
 * The fields stay enabled while the form submits, so a failed submit can focus them.
 */
export default function SandboxBankFields({ ref }: BankEntryProps) {
  const { form, check, pairedChange, tokenize } = useSandboxEntry<BankEntry, typeof bankEntry>(
    bankEntry,
    EMPTY,
    FIELDS,
  );
  const { errors } = useFormState({ control: form.control });
  const id = useId();
  // One line for the pair, under the group: the first problem found.
  const error = errors.bSB?.message ?? errors.accountNumber?.message;
  const errorId = error ? `${id}-error` : undefined;

  useImperativeHandle(ref, () => ({
    check,
    tokenize: () =>
      tokenize(({ bSB, accountNumber }) => {
        const result = sandboxBank(bSB, accountNumber);
        if (!result.ok) {
          const field = result.code === 'invalid_au_bank_account_bsb' ? 'bSB' : 'accountNumber';
          return { ok: false, field, message: bankErrorMessage(result.code, result.message) };
        }
        const { paymentMethodId, bsb, last4 } = result;
        return { ok: true, token: { paymentMethodId, bsb, last4 } };
      }),
  }));

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
        <Controller
          control={form.control}
          name="bSB"
          render={({ field, fieldState }) => (
            <label className="bank-fields__bsb">
              <span className="field__hint">BSB</span>
              <MaskedInput
                {...field}
                onChange={pairedChange(field.onChange)}
                mask="000-000"
                placeholder="000-000"
                aria-invalid={fieldState.invalid || undefined}
                aria-describedby={errorId}
                autoComplete="off"
              />
            </label>
          )}
        />
        <Controller
          control={form.control}
          name="accountNumber"
          render={({ field, fieldState }) => (
            <label className="bank-fields__account">
              <span className="field__hint">Account number</span>
              <input
                {...field}
                className="input"
                onChange={(e) =>
                  pairedChange(field.onChange)(e.target.value.replace(/\D/g, '').slice(0, 10))
                }
                inputMode="numeric"
                maxLength={10}
                placeholder="000123456"
                aria-invalid={fieldState.invalid || undefined}
                aria-describedby={errorId}
                autoComplete="off"
              />
            </label>
          )}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
