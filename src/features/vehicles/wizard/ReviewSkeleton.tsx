/** The charges every plan has (fuel, tyres, servicing, rego and CTP, roadside, card, fee). */
const ALWAYS_CHARGED = 7;

/** How many lines the price will have: finance and insurance appear only when the car has them. */
export const expectedLines = (draft: {
  isVehicleUnderFinance: boolean | null;
  isVehicleInsurance: boolean | null;
}): number =>
  ALWAYS_CHARGED + (draft.isVehicleUnderFinance ? 1 : 0) + (draft.isVehicleInsurance ? 1 : 0);

// As long as a typical charge's description, so a row wraps as the real one will on a phone.
const SAMPLE_DESCRIPTION = 'Worked out for this car and the kilometres it travels each year';

/**
 * The price's shape while it is worked out: the monthly total, one row per expected line, the
 * chart and the annual total, laid out but blank, so the benefits and the sticky Subscribe bar
 * below do not move when the price arrives. Hidden from readers; the Loader says what happens.
 */
export function ReviewSkeleton({ lines }: { lines: number }) {
  return (
    <div className="review__skeleton" aria-hidden="true">
      <p className="review__total review__total--monthly">
        <span>{'\u00a0'}</span>
        <strong className="skeleton review__skeleton-amount">{'\u00a0'}</strong>
      </p>
      <div className="review__breakdown">
        <dl className="breakdown">
          {Array.from({ length: lines }, (_, row) => (
            <div key={row} className="breakdown__row">
              <dt className="breakdown__name">
                <span className="review__skeleton-text">Running cost</span>
                <span className="breakdown__description review__skeleton-text">
                  {SAMPLE_DESCRIPTION}
                </span>
              </dt>
              <dd className="breakdown__amount review__skeleton-text">$000.00 / month</dd>
            </div>
          ))}
        </dl>
        <figure className="chart">
          <svg className="chart__donut" viewBox="0 0 42 42">
            <circle cx="21" cy="21" r="15.915" fill="none" className="review__skeleton-ring" />
          </svg>
          <figcaption>
            <ul className="chart__legend">
              {Array.from({ length: lines }, (_, row) => (
                <li key={row} className="review__skeleton-text">
                  Running cost: $000.00 (00%)
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      </div>
      <p className="review__total">
        <span>{'\u00a0'}</span>
        <strong className="skeleton review__skeleton-amount">{'\u00a0'}</strong>
      </p>
    </div>
  );
}
