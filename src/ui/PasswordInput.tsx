import { useState, type ComponentPropsWithRef } from 'react';
import './forms.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  /** What the toggle names, e.g. 'Current Password' → 'Show Current Password'. */
  toggleLabel?: string;
};

/** A password field with a show/hide toggle button. */
export function PasswordInput({
  value,
  onChange,
  toggleLabel = 'password',
  className,
  ...rest
}: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        {...rest}
        type={visible ? 'text' : 'password'}
        className={className ? `input ${className}` : 'input'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
