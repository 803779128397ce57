import type { ComponentPropsWithRef } from 'react';
import './forms.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A text input that reports its string value. */
export function TextInput({ value, onChange, className, type = 'text', ...rest }: Props) {
  return (
    <input
      {...rest}
      type={type}
      className={className ? `input ${className}` : 'input'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
