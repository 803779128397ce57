import { useImperativeHandle, type ChangeEvent } from 'react';
import {
  cardEntry,
  EXPIRY_MONTHS,
  expiryYears,
  type CardEntry,
} from '../../../../contract/payments';
import { FormField } from '../../../ui/form/FormField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { MaskedInput } from '../../../ui/masks/MaskedInput';
import { TextInput } from '../../../ui/TextInput';
import { sandboxCard } from '../sandbox-methods';
import type { CardEntryProps } from './card-entry';

const EMPTY: CardEntry = { number: '', expiryMonth: '', expiryYear: '', cvc: '' };
const EXPIRY = ['expiryMonth', 'expiryYear'] as const;

/**
 * Sandbox card fields: a form of their own, checked by the contract's `cardEntry`, whose values
 * stay in this component. The number is mapped to a Stripe test payment-method id here, so only
 * that id, the last 4 and the expiry are sent. They stay enabled while the form submits, so a
 * failed submit can put the cursor on them.
 */
export default function SandboxCardFields({ ref }: CardEntryProps) {
  const form = useZodForm({ schema: cardEntry, defaultValues: EMPTY });
  const years = expiryYears();
  // One date in two selects: once flagged, a change to either re-checks both.
  const expiryChange =
    (onChange: (event: ChangeEvent<HTMLSelectElement>) => void) =>
    (event: ChangeEvent<HTMLSelectElement>) => {
      onChange(event);
      if (EXPIRY.some((name) => form.getFieldState(name).invalid)) void form.trigger([...EXPIRY]);
    };

  // A submit of this form alone: flags every field and focuses the first one to fix.
  const check = async (): Promise<boolean> => {
    let valid = false;
    await form.handleSubmit(() => {
      valid = true;
    })();
    return valid;
  };

  useImperativeHandle(ref, () => ({
    check,
    async tokenize() {
      if (!(await check())) return { ok: false };
      const { number, expiryMonth, expiryYear } = form.getValues();
      const card = sandboxCard(number);
      if (!card.ok) {
        form.setError('number', { message: card.message }, { shouldFocus: true });
        return { ok: false };
      }
      return {
        ok: true,
        token: {
          paymentMethodId: card.paymentMethodId,
          last4: card.last4,
          expMonth: Number(expiryMonth),
          expYear: Number(expiryYear),
        },
      };
    },
  }));

  return (
    <div className="card-fields">
      <FormField
        control={form.control}
        name="number"
        label="Card number"
        required
        className="card-fields__number"
      >
        {(control) => (
          <MaskedInput
            {...control}
            mask="0000 0000 0000 0000[000]"
            placeholder="1234 1234 1234 1234"
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField control={form.control} name="expiryMonth" label="Expiry month" required>
        {(control) => (
          <select {...control} className="select" onChange={expiryChange(control.onChange)}>
            <option value="">MM</option>
            {EXPIRY_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* The month words an expiry problem; the year is outlined with it. */}
      <FormField control={form.control} name="expiryYear" label="Expiry year" required silent>
        {(control) => (
          <select {...control} className="select" onChange={expiryChange(control.onChange)}>
            <option value="">YYYY</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField control={form.control} name="cvc" label="CVV" required>
        {(control) => (
          <TextInput
            {...control}
            onChange={(value) => control.onChange(value.replace(/\D/g, '').slice(0, 3))}
            placeholder="Security Code"
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
          />
        )}
      </FormField>
    </div>
  );
}
