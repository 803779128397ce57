import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ReviewPrice } from '../../../../contract/pricing';
import { formatMoney } from '../../../lib/format';
import { useCustomerDb } from '../../../offline/db';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Loader } from '../../../ui/Loader';
import { Popup } from '../../../ui/Popup';
import { fetchPrice, previewPrice, updateVehicle } from '../api';
import { BreakdownChart } from '../review/BreakdownChart';
import { IncludedBenefits } from '../review/IncludedBenefits';
import { breakdownLines } from '../review/lines';
import { PriceBreakdown } from '../review/PriceBreakdown';
import { completeData, variantLabel, type WizardDraft } from './draft';
import { saveOnce } from './saveOnce';
import { clearDraft, saveDraft } from './store';
import { useDraftEditor } from './useDraftEditor';
import { WizardGate } from './WizardGate';
import { WizardHeader } from './WizardHeader';
import '../review/review.css';
import './wizard.css';

export const SUBSCRIBE_QUESTION = 'Do you want to subscribe this plan?';
export const AMOUNT_CHANGE_MESSAGE =
  'You have changed the information provided during initial set-up due to that your subscription amount will be updated';
export const UPDATED_MESSAGE = 'Your vehicle information has been updated.';

/** /portal/vehicle/{id}/review: needs the whole wizard. */
export default function ReviewPage() {
  const { id = 'new' } = useParams();
  return (
    <WizardGate id={id} requires={(d) => completeData(d) !== null}>
      {(draft) => <Review key={id} id={id} initial={draft} />}
    </WizardGate>
  );
}

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; price: ReviewPrice };
/** Handed over when a new vehicle's review moves from /vehicle/new to its own id. */
type Handover = { price: ReviewPrice; data: string };

const fingerprint = (draft: WizardDraft) => JSON.stringify(completeData(draft));

function Review({ id, initial }: { id: string; initial: WizardDraft }) {
  const db = useCustomerDb();
  const navigate = useNavigate();
  const location = useLocation();
  const { draft, commit, latest } = useDraftEditor(id, initial);
  const handover = location.state as Handover | null;
  // The price just fetched for exactly this data: no second save and price on arrival.
  const [handed] = useState(() =>
    handover?.price && handover.data === fingerprint(initial) ? handover.price : null,
  );
  const [loaded, setLoaded] = useState<Loaded>(
    handed ? { status: 'ready', price: handed } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState<'subscribe' | 'amount' | null>(null);
  const [busy, setBusy] = useState(false);
  const [updated, setUpdated] = useState(false);
  const editing = draft.isEditRecord;

  // New record: saved on entry (create, or update once it has an id), then priced from the
  // server. A created vehicle's wizard moves from 'new' to its id, so 'Add New' starts blank
  // and going back and forth updates this vehicle. Edit record: priced as a preview; nothing
  // is saved until the customer continues.
  useEffect(() => {
    if (attempt === 0 && handed) return;
    const data = completeData(latest());
    if (!data) return;
    let active = true;
    const run = async () => {
      if (latest().isEditRecord) return previewPrice(data);
      const vehicleId = await saveOnce(id, data);
      const saved = latest().id === vehicleId ? latest() : commit({ id: vehicleId });
      const price = await fetchPrice(vehicleId);
      if (active && id !== vehicleId) {
        await saveDraft(db, vehicleId, saved);
        const state: Handover = { price, data: fingerprint(saved) };
        await navigate(`/vehicle/${vehicleId}/review`, { replace: true, state });
        await clearDraft(db, id);
      }
      return price;
    };
    run().then(
      (price) => {
        if (active) setLoaded({ status: 'ready', price });
      },
      () => {
        if (active) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, attempt, handed, latest, commit, db, navigate]);

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
  const lines = price ? breakdownLines(price, { withFuel: true }) : [];

  return (
    <div className="page wizard review">
      <div className="page__header">
        <h1>Review Pricing</h1>
      </div>
      <WizardHeader id={id} current="review" />
      <section className="card review__summary" aria-labelledby="review-vehicle">
        <h2 id="review-vehicle" className="review__vehicle">
          {draft.vehicleName}
        </h2>
        <p className="review__variant">{variantLabel(draft)}</p>
        {loaded.status === 'loading' && (
          <Loader label={editing ? 'Pricing your changes…' : 'Saving and pricing your vehicle…'} />
        )}
        {loaded.status === 'failed' && (
          <div className="review__failed" role="alert">
            <p>We could not price this vehicle just now. Check your connection and try again.</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        )}
        {price && (
          <>
            <p className="review__total">
              <span>Total amount annually</span>
              <strong data-testid="total-annually">
                {formatMoney(price.totalBillAnnually)} / year
              </strong>
            </p>
            <div className="review__breakdown">
              <PriceBreakdown lines={lines} label="Monthly price breakdown" />
              <BreakdownChart lines={lines} total={price.totalBill} />
            </div>
            <p className="review__total review__total--monthly">
              <span>Total amount monthly</span>
              <strong data-testid="total-monthly">{formatMoney(price.totalBill)} / month</strong>
            </p>
          </>
        )}
      </section>
      <IncludedBenefits />
      <div className="form__actions wizard__actions">
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
        message={AMOUNT_CHANGE_MESSAGE}
        confirmLabel="OK"
        cancelLabel="CANCEL"
        busy={busy}
        onConfirm={() => void saveEdit()}
        onCancel={() => setAsking(null)}
      />
      <Popup
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
      </Popup>
    </div>
  );
}
