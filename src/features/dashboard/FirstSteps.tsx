import { Link } from 'react-router-dom';
import type { Dashboard } from '../../../contract/dashboard';

/** A new customer's way in: the three steps, each marked once done. */
export function FirstSteps({ figures }: { figures: Dashboard }) {
  const steps = [
    { label: 'Add a car', to: '/vehicle/new', done: figures.totalVehicle > 0 },
    { label: 'Subscribe to a plan', to: '/vehicles', done: figures.totalAmountofSubscription > 0 },
    { label: 'File a claim', to: '/adhoc/new', done: (figures.claimCount ?? 0) > 0 },
  ];
  const next = steps.findIndex((step) => !step.done);
  return (
    <section className="first-steps" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title">Get started with CarGo</h2>
      <ol className="first-steps__list">
        {steps.map((step, index) => (
          <li
            key={step.label}
            className={step.done ? 'first-step first-step--done' : 'first-step'}
            aria-current={index === next ? 'step' : undefined}
          >
            <span className="first-step__number" aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </span>
            {index === next ? (
              <Link to={step.to} className="first-step__link">
                {step.label}
              </Link>
            ) : (
              <span>
                {step.label}
                {step.done && <span className="visually-hidden"> (done)</span>}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Shown until the customer has a car, a plan and a claim and money has moved. */
export const isNewCustomer = (figures: Dashboard): boolean =>
  (figures.totalVehicle === 0 ||
    figures.totalAmountofSubscription === 0 ||
    (figures.claimCount ?? 0) === 0) &&
  figures.totalCreditAmount === 0;
