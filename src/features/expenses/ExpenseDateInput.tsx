import type { Ref } from 'react';
import type { FieldControlProps } from '../../ui/Field';
import { MaskedInput } from '../../ui/masks/MaskedInput';
import { dateDigits, dateDigitsToIso, isoToDateDigits } from './adhoc-form';

type Props = FieldControlProps & {
  /** ddmmyyyy, as the masked input keeps it. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
};

const today = () => dateDigitsToIso(dateDigits(new Date()));

/**
 * SPEC §5's dd/mm/yyyy, typed, with the phone's own calendar beside it: the native date input
 * sits over the calendar icon, so a tap opens the system picker and its answer fills the
 * dd/mm/yyyy box (the one the form reads and checks).
 */
export function ExpenseDateInput({ value, onChange, ...control }: Props) {
  return (
    <div className="date-field">
      <MaskedInput
        {...control}
        mask="00/00/0000"
        placeholder="dd/mm/yyyy"
        value={value}
        onChange={onChange}
      />
      <span className="date-field__calendar">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Z" />
        </svg>
        <input
          type="date"
          className="date-field__picker"
          aria-label="Pick the day from a calendar"
          max={today()}
          value={dateDigitsToIso(value)}
          onChange={(event) => {
            if (event.target.value) onChange(isoToDateDigits(event.target.value));
          }}
        />
      </span>
    </div>
  );
}
