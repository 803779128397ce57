import { useCallback, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCustomerDb } from '../../../offline/react/useCustomerDb';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { updateVehicle } from '../api';
import { IncludedBenefits } from './IncludedBenefits';
import { completeData, type WizardDraft } from './draft';
import { ReviewSummary } from './ReviewSummary';
import type { SaveOnEntry } from './save-on-entry';
import { clearDraft } from './store';
import { useDraftEditor } from './useDraftEditor';
import { useReviewPrice } from './useReviewPrice';
import { WizardGate } from './WizardGate';
import { WizardHeader } from './WizardHeader';
import '../review/review.css';
import './wizard.css';

export const SUBSCRIBE_QUESTION = 'Do you want to subscribe this plan?';
export const AMOUNT_CHANGE_MESSAGE =
  'You have changed the information provided during initial set-up due to that your subscription amount will be updated';
/** SPEC's sentence word for word, then the amounts and from when the new one applies. */
export const amountChangeMessage = (from: number, to: number, renewsOn?: string | null): string =>
  `${AMOUNT_CHANGE_MESSAGE}: from ${formatMoney(from)} to ${formatMoney(to)} a month${
    renewsOn ? ` from ${formatDate(renewsOn)}` : ''
  }.`;
export const UPDATED_MESSAGE = 'Your vehicle information has been updated.';

/** /portal/vehicle/{id}/review: needs the whole wizard. */
export default function ReviewPage() {
  return <WizardGate requires={(d) => completeData(d) !== null} step={Review} />;
}

function Review({ id, initial }: { id: string; initial: WizardDraft }) {
  const db = useCustomerDb();
  const navigate = useNavigate();
  const entry = useLoaderData() as SaveOnEntry;
  const { draft, latest } = useDraftEditor(id, initial);
  const [asking, setAsking] = useState<'subscribe' | 'amount' | null>(null);
  const [busy, setBusy] = useState(false);
  const [updated, setUpdated] = useState(false);
  const editing = draft.isEditRecord;
  const saveFailed = !editing && entry?.saved === false;

  // Pricing only: a new record was saved by the route's loader on entry (saveOnEntry); an edit
  // record is priced as a preview, and nothing is saved until the customer continues.
  const { answer: loaded, tryAgain } = useReviewPrice(id, draft, saveFailed);
  const status = saveFailed ? 'failed' : loaded.status;

  /** Leaves the wizard: its kept data goes only once the next page is on screen. */
  const leave = useCallback(
    async (to: string) => {
      await navigate(to);
      await clearDraft(db, id).catch(() => undefined);
    },
    [db, id, navigate],
  );

  const saveEdit = async () => {
    const data = completeData(latest());
    if (!data) return;
    setBusy(true);
    try {
      await updateVehicle(data);
      setAsking(null);
      setUpdated(true);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const onContinue = () => {
    if (loaded.status !== 'ready') return;
    if (loaded.price.totalBill <= draft.chargedAmount) void saveEdit();
    else setAsking('amount');
  };

  const price = loaded.status === 'ready' ? loaded.price : null;

  return (
    <div className="page wizard review">
      <div className="page__header">
        <h1>Review Pricing</h1>
      </div>
      <WizardHeader id={id} current="review" />
      <ReviewSummary draft={draft} status={status} answer={loaded} onTryAgain={tryAgain} />
      <IncludedBenefits />
      <div className="form__actions wizard__actions review__actions sticky-actions">
        {price && (
          <p className="review__actions-price" data-testid="sticky-price">
            {formatMoney(price.totalBill)} / month
          </p>
        )}
        <Link className="button button--secondary" to={`/vehicle/${id}/insurance`}>
          Back
        </Link>
        {editing ? (
          <button type="button" className="button" disabled={!price || busy} onClick={onContinue}>
            Continue
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={!price}
            onClick={() => setAsking('subscribe')}
          >
            Subscribe
          </button>
        )}
      </div>

      <ConfirmDialog
        open={asking === 'subscribe'}
        message={SUBSCRIBE_QUESTION}
        onConfirm={() => void leave(`/vehicle/${latest().id ?? id}/payment`)}
        onCancel={() => void leave('/')}
      />
      <ConfirmDialog
        open={asking === 'amount'}
        message={
          price
            ? amountChangeMessage(draft.chargedAmount, price.totalBill, draft.planRenewsOn)
            : AMOUNT_CHANGE_MESSAGE
        }
        confirmLabel="OK"
        cancelLabel="CANCEL"
        busy={busy}
        onConfirm={() => void saveEdit()}
        onCancel={() => setAsking(null)}
      />
      <Modal
        open={updated}
        title="Success!!"
        onClose={() => void leave('/vehicles')}
        footer={
          <button type="button" className="button" onClick={() => void leave('/vehicles')}>
            OK
          </button>
        }
      >
        <p>{UPDATED_MESSAGE}</p>
      </Modal>
    </div>
  );
}
