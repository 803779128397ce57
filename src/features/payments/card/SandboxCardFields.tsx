import { useImperativeHandle } from 'react';
import { EXPIRY_MONTHS, expiryYears } from '../../../../contract/payments/cards';
import { cardEntry, type CardEntry } from '../../../../contract/payments/entry';
import { FormField } from '../../../ui/form/FormField';
import { MaskedInput } from '../../../ui/masks/MaskedInput';
import { Select } from '../../../ui/Select';
import { TextInput } from '../../../ui/TextInput';
import { sandboxCard } from '../sandbox-methods';
import { useSandboxEntry } from '../useSandboxEntry';
import type { CardEntryProps } from './card-entry';

const EMPTY: CardEntry = { number: '', expiryMonth: '', expiryYear: '', cvc: '' };
const EXPIRY = ['expiryMonth', 'expiryYear'] as const;

/**
 * Sandbox card fields, checked by the contract's `cardEntry`. The number is mapped to a Stripe
 * test payment-method id here, so only that id, the last 4 and the expiry are sent. They stay
 * enabled while the form submits, so a failed submit can put the cursor on them.
 */
export default function SandboxCardFields({ ref }: CardEntryProps) {
  const { form, check, pairedChange, tokenize } = useSandboxEntry<CardEntry, typeof cardEntry>(
    cardEntry,
    EMPTY,
    EXPIRY,
  );
  const years = expiryYears();

  useImperativeHandle(ref, () => ({
    check,
    tokenize: () =>
      tokenize(({ number, expiryMonth, expiryYear }) => {
        const card = sandboxCard(number);
        if (!card.ok) return { ok: false, field: 'number', message: card.message };
        const { paymentMethodId, last4 } = card;
        const token = {
          paymentMethodId,
          last4,
          expMonth: Number(expiryMonth),
          expYear: Number(expiryYear),
        };
        return { ok: true, token };
      }),
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
          <Select
            {...control}
            onChange={pairedChange(control.onChange)}
            placeholder="MM"
            options={EXPIRY_MONTHS}
            optionValue={String}
            optionLabel={String}
          />
        )}
      </FormField>
      {/* The month words an expiry problem; the year is outlined with it. */}
      <FormField control={form.control} name="expiryYear" label="Expiry year" required silent>
        {(control) => (
          <Select
            {...control}
            onChange={pairedChange(control.onChange)}
            placeholder="YYYY"
            options={years}
            optionValue={String}
            optionLabel={String}
          />
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
