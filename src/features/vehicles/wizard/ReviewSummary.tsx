import { formatMoney } from '../../../lib/format';
import { Loader } from '../../../ui/Loader';
import { breakdownLines } from '../review/lines';
import { PriceBreakdown } from '../review/PriceBreakdown';
import { BreakdownChart } from './BreakdownChart';
import { variantLabel, type WizardDraft } from './draft';
import { expectedLines, ReviewSkeleton } from './ReviewSkeleton';
import type { PriceAnswer } from './useReviewPrice';

type Props = {
  draft: WizardDraft;
  /** What shows: `failed` also when the save on entry failed (`answer` is then not read). */
  status: PriceAnswer['status'];
  answer: PriceAnswer;
  onTryAgain: () => void;
};

/** The vehicle and its price: monthly first, its breakdown and chart, then the annual total. */
export function ReviewSummary({ draft, status, answer, onTryAgain }: Props) {
  const price = answer.status === 'ready' ? answer.price : null;
  const lines = price ? breakdownLines(price, { withFuel: true }) : [];
  return (
    <section className="card review__summary" aria-labelledby="review-vehicle">
      <h2 id="review-vehicle" className="review__vehicle">
        {draft.vehicleName}
      </h2>
      <p className="review__variant">{variantLabel(draft)}</p>
      {status === 'loading' && (
        <>
          <Loader
            label={
              draft.isEditRecord ? 'Pricing your changes…' : 'Saving and pricing your vehicle…'
            }
            inline
          />
          <ReviewSkeleton lines={expectedLines(draft)} />
        </>
      )}
      {status === 'failed' && (
        <div className="review__failed" role="alert">
          <p>
            {(answer.status === 'failed' && answer.refusal) ||
              'We could not price this vehicle just now. Check your connection and try again.'}
          </p>
          <button type="button" className="button" onClick={onTryAgain}>
            Try again
          </button>
        </div>
      )}
      {price && (
        <>
          {/* The monthly amount leads: it is what the customer pays. */}
          <p className="review__total review__total--monthly">
            <span>Total amount monthly</span>
            <strong data-testid="total-monthly">{formatMoney(price.totalBill)} / month</strong>
          </p>
          <div className="review__breakdown">
            <PriceBreakdown lines={lines} label="Monthly price breakdown" />
            <BreakdownChart lines={lines} total={price.totalBill} />
          </div>
          <p className="review__total">
            <span>Total amount annually</span>
            <strong data-testid="total-annually">
              {formatMoney(price.totalBillAnnually)} / year
            </strong>
          </p>
        </>
      )}
    </section>
  );
}
