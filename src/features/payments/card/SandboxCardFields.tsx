import { useImperativeHandle, useState } from 'react';
import { EXPIRY_MONTHS, expiryYears, isExpired } from '../../../../contract/payments';
import { Field } from '../../../ui/Field';
import { MaskedInput } from '../../../ui/MaskedInput';
import { sandboxCard } from '../sandbox-methods';
import { CARD_MESSAGES, type CardEntryProps, type CardFieldErrors } from './card-entry';

/**
 * Sandbox card fields: plain inputs whose values stay in this component. The number is mapped to
 * a Stripe test payment-method id here, so only that id, the last 4 and the expiry are sent.
 */
export default function SandboxCardFields({ ref, errors, disabled = false }: CardEntryProps) {
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [cvc, setCvc] = useState('');
  const years = expiryYears();

  const validate = (): CardFieldErrors => {
    const found: CardFieldErrors = {};
    if (!number) found.number = CARD_MESSAGES.numberRequired;
    if (!month || !year) found.expiry = CARD_MESSAGES.expiryRequired;
    else if (isExpired(Number(month), Number(year))) found.expiry = CARD_MESSAGES.expired;
    if (!cvc) found.cvc = CARD_MESSAGES.cvcRequired;
    else if (!/^\d{3}$/.test(cvc)) found.cvc = CARD_MESSAGES.cvcDigits;
    return found;
  };

  useImperativeHandle(ref, () => ({
    validate,
    async tokenize() {
      const problems = validate();
      if (Object.keys(problems).length) return { ok: false, fieldErrors: problems };
      const card = sandboxCard(number);
      if (!card.ok) return { ok: false, fieldErrors: { number: card.message } };
      return {
        ok: true,
        token: {
          paymentMethodId: card.paymentMethodId,
          last4: card.last4,
          expMonth: Number(month),
          expYear: Number(year),
        },
      };
    },
  }));

  return (
    <div className="card-fields">
      <Field label="Card number" error={errors.number} required className="card-fields__number">
        {(control) => (
          <MaskedInput
            {...control}
            mask="0000 0000 0000 0000[000]"
            value={number}
            onChange={setNumber}
            placeholder="1234 1234 1234 1234"
            autoComplete="off"
            disabled={disabled}
          />
        )}
      </Field>
      <Field label="Expiry month" error={errors.expiry} required>
        {(control) => (
          <select
            {...control}
            className="select"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            disabled={disabled}
          >
            <option value="">MM</option>
            {EXPIRY_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Expiry year" error={errors.expiry ? true : undefined} required>
        {(control) => (
          <select
            {...control}
            className="select"
            value={year}
            onChange={(e) => setYear(e.target.value)}
            disabled={disabled}
          >
            <option value="">YYYY</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="CVV" error={errors.cvc} required>
        {(control) => (
          <input
            {...control}
            className="input"
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 3))}
            placeholder="Security Code"
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            disabled={disabled}
          />
        )}
      </Field>
    </div>
  );
}
