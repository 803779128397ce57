import { Link } from 'react-router-dom';

export type WizardStep = 'details' | 'finance' | 'insurance' | 'review';

const STEPS: { step: WizardStep; label: string; path: string }[] = [
  { step: 'details', label: 'Vehicle Details', path: '' },
  { step: 'finance', label: 'Finance', path: '/finance' },
  { step: 'insurance', label: 'Insurance', path: '/insurance' },
  { step: 'review', label: 'Review Pricing', path: '/review' },
];

/**
 * SPEC §2's three header steps (Finance, Insurance, Review Pricing) after the vehicle details
 * that come first, so the customer sees the whole way from the start. Phones show 'Step 1 of 4'
 * and the current step's name; the other steps keep only their number, so 320 px never scrolls.
 */
export function WizardHeader({ id, current }: { id: string; current: WizardStep }) {
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label="Vehicle registration steps" className="wizard-steps">
      <p className="wizard-steps__count">
        Step {index + 1} of {STEPS.length}
      </p>
      <ol className="wizard-steps__list">
        {STEPS.map((s, i) => {
          const state = i === index ? 'current' : i < index ? 'done' : 'todo';
          return (
            <li key={s.step} className={`wizard-steps__step wizard-steps__step--${state}`}>
              <span className="wizard-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              {state === 'done' ? (
                <Link className="wizard-steps__label" to={`/vehicle/${id}${s.path}`}>
                  {s.label}
                </Link>
              ) : (
                <span
                  className="wizard-steps__label"
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {s.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
