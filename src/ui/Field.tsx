import { useId, type ReactNode } from 'react';
import './forms.css';
import { FieldError } from './FieldError';

/** What a Field hands to its input so label, hint and error are wired for assistive tech. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type Props = {
  label: ReactNode;
  /** A message, or `true` for "invalid, no message" (SPEC §5 change password). */
  error?: string | boolean;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label + control + hint + error. Invalid state is shown only when the caller passes an error,
 * which forms do after a failed submit.
 */
export function Field({ label, error, hint, required = false, id, className, children }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const message = typeof error === 'string' && error ? error : undefined;
  const errorId = message ? `${controlId}-error` : undefined;
  const invalid = Boolean(error);
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const classes = ['field', invalid ? 'field--invalid' : '', className ?? ''].filter(Boolean);

  return (
    <div className={classes.join(' ')}>
      {/* The marker sits outside the label so the label text is exactly the field's name. */}
      <div className="field__label-row">
        <label className="field__label" htmlFor={controlId}>
          {label}
        </label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={message} />
    </div>
  );
}
