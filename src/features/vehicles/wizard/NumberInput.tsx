import type { Ref } from 'react';
import { IMaskInput } from 'react-imask';
import type { FieldControlProps } from '../../../ui/Field';

type Props = Partial<FieldControlProps> & {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Largest accepted value; larger input is refused as it is typed. */
  max: number;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  onBlur?: () => void;
  /** The input element, for focus (a failed submit moves the cursor here). */
  ref?: Ref<HTMLInputElement>;
};

/** A whole number with comma separators (SPEC §9 km values), no negatives, capped at `max`. */
export function NumberInput({ ref, value, onChange, max, ...rest }: Props) {
  return (
    <IMaskInput
      {...rest}
      inputRef={ref}
      mask={Number}
      thousandsSeparator=","
      scale={0}
      min={0}
      max={max}
      unmask={true}
      value={value === null ? '' : String(value)}
      inputMode="numeric"
      className="input"
      onAccept={(unmasked: string) => {
        const next = unmasked === '' ? null : Number(unmasked);
        if (next !== null && Number.isNaN(next)) return;
        if (next !== value) onChange(next);
      }}
    />
  );
}
