import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { WizardHeader, type WizardStep } from './WizardHeader';

type Props = {
  id: string;
  step: Exclude<WizardStep, 'review'>;
  title: string;
  /** The form's accessible name. */
  label: string;
  backTo: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** The frame every wizard form step shares: heading, step header, the form, Back and Next. */
export function WizardStepForm({ id, step, title, label, backTo, onSubmit, children }: Props) {
  return (
    <div className="page wizard">
      <div className="page__header">
        <h1>{title}</h1>
      </div>
      <WizardHeader id={id} current={step} />
      <form className="form card" noValidate onSubmit={onSubmit} aria-label={label}>
        {children}
        <div className="form__actions wizard__actions sticky-actions">
          <Link className="button button--secondary" to={backTo}>
            Back
          </Link>
          <button type="submit" className="button">
            Next
          </button>
        </div>
      </form>
    </div>
  );
}
