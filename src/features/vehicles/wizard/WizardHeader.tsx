import { Link } from 'react-router-dom';

export type WizardStep = 'details' | 'finance' | 'insurance' | 'review';

const STEPS: { step: Exclude<WizardStep, 'details'>; label: string; path: string }[] = [
  { step: 'finance', label: 'Finance', path: 'finance' },
  { step: 'insurance', label: 'Insurance', path: 'insurance' },
  { step: 'review', label: 'Review Pricing', path: 'review' },
];

/** SPEC §2: the header shows three steps, Finance, Insurance and Review Pricing. */
export function WizardHeader({ id, current }: { id: string; current: WizardStep }) {
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label="Vehicle registration steps" className="wizard-steps">
      <ol className="wizard-steps__list">
        {STEPS.map((s, i) => {
          const state = i === index ? 'current' : i < index ? 'done' : 'todo';
          return (
            <li key={s.step} className={`wizard-steps__step wizard-steps__step--${state}`}>
              <span className="wizard-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              {state === 'done' ? (
                <Link to={`/vehicle/${id}/${s.path}`}>{s.label}</Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{s.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
