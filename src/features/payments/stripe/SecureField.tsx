import type { ReactNode } from 'react';
import { FieldError } from '../../../ui/FieldError';

/** A labelled frame for a Stripe element (an iframe cannot take our label itself). */
export function SecureField(props: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const errorId = props.error ? `${props.id}-error` : undefined;
  return (
    <div className={props.error ? 'field field--invalid' : 'field'}>
      <span className="field__label" id={`${props.id}-label`}>
        {props.label}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <div
        className="input stripe-element"
        role="group"
        aria-labelledby={`${props.id}-label`}
        aria-describedby={errorId}
        aria-invalid={props.error ? true : undefined}
      >
        {props.children}
      </div>
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
