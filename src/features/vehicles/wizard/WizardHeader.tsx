import { Link } from 'react-router-dom';

export type WizardStep = 'details' | 'finance' | 'insurance' | 'review';

type HeaderStep = Exclude<WizardStep, 'details'>;

/** SPEC §2: 'The header shows three steps: Finance, Insurance, Review Pricing.' */
const STEPS: { step: HeaderStep; label: string; path: string }[] = [
  { step: 'finance', label: 'Finance', path: '/finance' },
  { step: 'insurance', label: 'Insurance', path: '/insurance' },
  { step: 'review', label: 'Review Pricing', path: '/review' },
];

/**
 * SPEC's three header steps. The vehicle details come before them: there the header names the
 * three steps still ahead ('Then 3 steps'), none of them current, so the count a customer reads
 * on Finance is 'Step 1 of 3', as SPEC numbers the header. Phones name only the current step and
 * the count says where it stands; ahead of the steps every name shows, so 320 px never scrolls.
 */
export function WizardHeader({ id, current }: { id: string; current: WizardStep }) {
  const index = STEPS.findIndex((s) => s.step === current);
  const ahead = index === -1;
  return (
    <nav
      aria-label="Vehicle registration steps"
      className={ahead ? 'wizard-steps wizard-steps--ahead' : 'wizard-steps'}
    >
      <p className="wizard-steps__count">
        {ahead ? `Then ${STEPS.length} steps` : `Step ${index + 1} of ${STEPS.length}`}
      </p>
      <ol className="wizard-steps__list">
        {STEPS.map((s, i) => {
          const state = i === index ? 'current' : i < index ? 'done' : 'todo';
          const number = (
            <span className="wizard-steps__number" aria-hidden="true">
              {i + 1}
            </span>
          );
          return (
            <li key={s.step} className={`wizard-steps__step wizard-steps__step--${state}`}>
              {/* A step done is a link back to it: number and name together, one 44 px target
                  (on a phone only its number shows). */}
              {state === 'done' ? (
                <Link className="wizard-steps__link" to={`/vehicle/${id}${s.path}`}>
                  {number}
                  <span className="wizard-steps__label">{s.label}</span>
                </Link>
              ) : (
                <>
                  {number}
                  <span
                    className="wizard-steps__label"
                    aria-current={state === 'current' ? 'step' : undefined}
                  >
                    {s.label}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
