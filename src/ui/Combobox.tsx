import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { FieldControlProps } from './Field';
import './combobox.css';

type Props<T> = Partial<FieldControlProps> & {
  value: string;
  onChange: (text: string) => void;
  /** Suggestions for the current text (the caller filters, debounces or fetches). */
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  onPick: (option: T) => void;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
  className?: string;
  onBlur?: () => void;
  onFocus?: () => void;
  /** The input element, for focus (a failed submit moves the cursor here). */
  ref?: Ref<HTMLInputElement>;
};

/**
 * WAI-ARIA combobox with a listbox popup: type to get suggestions, ArrowUp/ArrowDown to move,
 * Enter to pick, Escape to close. Focus stays in the input; the active option is announced
 * through aria-activedescendant.
 */
export function Combobox<T>({
  value,
  onChange,
  options,
  optionKey,
  optionLabel,
  renderOption,
  onPick,
  className,
  onBlur,
  ...inputProps
}: Props<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && options.length > 0;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (option: T) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const from = current < options.length ? current : -1;
        if (from === -1) return step === 1 ? 0 : options.length - 1;
        return (from + step + options.length) % options.length;
      });
    } else if (event.key === 'Enter' && shown && activeIndex >= 0) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option !== undefined) pick(option);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="combobox">
      <input
        {...inputProps}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        className={className ? `input ${className}` : 'input'}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <ul id={listId} role="listbox" className="combobox__list" hidden={!shown}>
        {shown &&
          options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="combobox__option"
              // mousedown would blur the input and close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {renderOption ? renderOption(option) : optionLabel(option)}
            </li>
          ))}
      </ul>
    </div>
  );
}
