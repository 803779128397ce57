import type { Ref } from 'react';
import { IMaskInput } from 'react-imask';
import type { FieldControlProps } from '../Field';
import '../forms.css';

type Props = Partial<FieldControlProps> & {
  /** An imask pattern: '0' is a digit, e.g. '0000000000' (phone) or '000-000' (BSB). */
  mask: string;
  /** The unmasked value (digits only for digit patterns). */
  value: string;
  onChange: (unmasked: string) => void;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
  onBlur?: () => void;
  /** The input element, for focus (a failed submit moves the cursor here). */
  ref?: Ref<HTMLInputElement>;
};

/** A fixed-pattern input; the form sees only the unmasked characters. */
export function MaskedInput({
  ref,
  mask,
  value,
  onChange,
  className,
  inputMode = 'numeric',
  ...rest
}: Props) {
  return (
    <IMaskInput
      {...rest}
      inputRef={ref}
      mask={mask}
      unmask={true}
      value={value}
      inputMode={inputMode}
      className={className ? `input ${className}` : 'input'}
      onAccept={(unmasked: string) => {
        if (unmasked !== value) onChange(unmasked);
      }}
    />
  );
}
