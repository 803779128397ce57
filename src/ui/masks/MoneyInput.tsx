import { useRef, useState, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import type { FieldControlProps } from '../Field';
import '../forms.css';

type Props = Partial<FieldControlProps> & {
  /** Dollars, or null when empty. */
  value: number | null;
  onChange: (dollars: number | null) => void;
  /** Largest accepted amount in dollars (SPEC §9: 1,000,000 for every amount). */
  max?: number;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  onBlur?: () => void;
  /** The input element, for focus (a failed submit moves the cursor here). */
  ref?: Ref<HTMLInputElement>;
};

/** Dollars as money is written: cents in full when there are any ('15.90', never '15.9'). */
const toText = (value: number | null): string =>
  value === null ? '' : Number.isInteger(value) ? String(value) : value.toFixed(2);

/** '$' prefix, thousands separators, at most 2 decimals, no negatives, capped at `max`. */
export function MoneyInput({
  ref,
  value,
  onChange,
  onBlur,
  max = 1_000_000,
  className,
  ...rest
}: Props) {
  // What the driver types stays as typed ('5.5' on the way to '5.55') until the field is left;
  // then, and for an amount set from elsewhere (kept, filled from a receipt), the amount is
  // written as money is: '$15.90', '$450'. The mask's own zero trimming would make it '$15.9'.
  const [typed, setTyped] = useState('');
  // The mask, to write the amount out when the field is left: it trims the unmasked value it
  // compares with ('12.' and '12' are alike to it), so a new value alone would not reach it.
  const mask = useRef<{ value: string } | null>(null);
  const text = value !== null && typed !== '' && Number(typed) === value ? typed : toText(value);
  return (
    <IMaskInput
      {...rest}
      inputRef={ref}
      mask="$num"
      lazy={true}
      blocks={{
        num: {
          mask: Number,
          thousandsSeparator: ',',
          radix: '.',
          mapToRadix: ['.'],
          scale: 2,
          min: 0,
          max,
          normalizeZeros: false,
          padFractionalZeros: false,
        },
      }}
      unmask={true}
      value={text}
      inputMode="decimal"
      onBlur={() => {
        if (mask.current && value !== null) mask.current.value = `$${toText(value)}`;
        onBlur?.();
      }}
      className={className ? `input input--money ${className}` : 'input input--money'}
      onAccept={(unmasked: string, masked) => {
        mask.current = masked;
        setTyped(unmasked);
        const next = unmasked === '' ? null : Number(unmasked);
        if (next !== null && Number.isNaN(next)) return;
        if (next !== value) onChange(next);
      }}
    />
  );
}
