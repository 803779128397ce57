import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { WizardDraft } from './draft';
import { StepFields } from './StepField';
import { WizardHeader, type WizardStep } from './WizardHeader';

type FormStep = Exclude<WizardStep, 'review'>;

/** Where the ids of each step's inputs start. */
const ID_PREFIX: Record<FormStep, string> = {
  details: 'vehicle',
  finance: 'finance',
  insurance: 'insurance',
};

type Props<T> = {
  id: string;
  step: FormStep;
  /** The step's form (useStepForm's), which its fields read. */
  form: UseFormReturn<WizardDraft, unknown, T>;
  title: string;
  /** The form's accessible name. */
  label: string;
  backTo: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** The frame every wizard form step shares: heading, step header, the form, Back and Next. */
export function WizardStepForm<T>({
  id,
  step,
  form,
  title,
  label,
  backTo,
  onSubmit,
  children,
}: Props<T>) {
  return (
    <div className="page wizard">
      <div className="page__header">
        <h1>{title}</h1>
      </div>
      <WizardHeader id={id} current={step} />
      <form className="form card" noValidate onSubmit={onSubmit} aria-label={label}>
        <StepFields form={form} idPrefix={ID_PREFIX[step]}>
          {children}
        </StepFields>
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
