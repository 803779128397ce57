import type { Ref } from 'react';
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

const toText = (value: number | null): string => (value === null ? '' : String(value));

/** '$' prefix, thousands separators, at most 2 decimals, no negatives, capped at `max`. */
export function MoneyInput({ ref, value, onChange, max = 1_000_000, className, ...rest }: Props) {
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
          normalizeZeros: true,
          padFractionalZeros: false,
        },
      }}
      unmask={true}
      value={toText(value)}
      inputMode="decimal"
      className={className ? `input input--money ${className}` : 'input input--money'}
      onAccept={(unmasked: string) => {
        const next = unmasked === '' ? null : Number(unmasked);
        if (next !== null && Number.isNaN(next)) return;
        if (next !== value) onChange(next);
      }}
    />
  );
}
