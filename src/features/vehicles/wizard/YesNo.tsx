import { useId, type Ref } from 'react';
import { FieldError } from '../../../ui/FieldError';

type Props = {
  /** The question, e.g. 'Is the vehicle under finance?'. */
  legend: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string | undefined;
  name: string;
  yesLabel?: string;
  noLabel?: string;
  id?: string;
  /** The Yes radio, where a failed Next puts the cursor. */
  ref?: Ref<HTMLInputElement>;
};

/** A required Yes/No question as a radio group, its error linked for assistive tech. */
export function YesNo({
  legend,
  value,
  onChange,
  error,
  name,
  id,
  ref,
  yesLabel = 'Yes',
  noLabel = 'No',
}: Props) {
  const generated = useId();
  const base = id ?? generated;
  const errorId = error ? `${base}-error` : undefined;
  return (
    <fieldset
      className={error ? 'yes-no field--invalid' : 'yes-no'}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="yes-no__options">
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className="yes-no__option">
            <input
              ref={answer ? ref : undefined}
              id={answer ? base : undefined}
              type="radio"
              name={name}
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            {answer ? yesLabel : noLabel}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
