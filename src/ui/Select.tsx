import type { ComponentPropsWithRef } from 'react';
import './forms.css';

type Props<T> = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  options: readonly T[];
  optionValue: (option: T) => string;
  optionLabel: (option: T) => string;
  /** The empty first choice, for a field that starts with nothing chosen. */
  placeholder?: string;
};

/** A native select over the caller's rows, each row one option. */
export function Select<T>({
  options,
  optionValue,
  optionLabel,
  placeholder,
  className,
  ...rest
}: Props<T>) {
  return (
    <select {...rest} className={className ? `select ${className}` : 'select'}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={optionValue(option)} value={optionValue(option)}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  );
}
