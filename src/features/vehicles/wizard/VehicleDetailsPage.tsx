import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useCustomerDb } from '../../../offline/react/useCustomerDb';
import { Loader } from '../../../ui/Loader';
import { fetchVehicle } from '../api';
import { KM_OFFER_PARAM } from '../../../lib/paths';
import { draftFromDetail, emptyDraft, offeredKm } from './draft';
import { saveDraft, useStoredDraft } from './store';
import { VehicleDetailsForm } from './VehicleDetailsForm';
import './wizard.css';

/**
 * /portal/vehicle/{id}: a new vehicle ('new') or an existing one. An existing vehicle is loaded
 * from GET /api/customer/vehicle/{id} once, then edited from the kept draft. An offered km per
 * year (`?kmYearTravelled=`) is written into the draft before the form opens, and the parameter
 * then dropped, so a reload keeps whatever the customer types afterwards.
 */
export default function VehicleDetailsPage() {
  const { id = 'new' } = useParams();
  const [params, setParams] = useSearchParams();
  const offered = offeredKm(params.get(KM_OFFER_PARAM));
  const hasOffer = params.has(KM_OFFER_PARAM);
  const db = useCustomerDb();
  // The form is the heaviest first render of the portal: as a deferred render it is built in
  // slices that yield to the browser, instead of one task when the kept draft arrives.
  const stored = useDeferredValue(useStoredDraft(id));
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const needsLoad = stored === null && id !== 'new';

  useEffect(() => {
    if (!needsLoad) return;
    let active = true;
    fetchVehicle(id).then(
      (detail) => (active ? saveDraft(db, id, draftFromDetail(detail)) : undefined),
      // SPEC §8: a failed detail load only hides the loader (the API client said why).
      () => {
        if (active) setFailedFor(id);
      },
    );
    return () => {
      active = false;
    };
  }, [needsLoad, id, db]);

  // The offer goes into the kept draft first; the form opens once the draft holds it.
  useEffect(() => {
    if (!hasOffer || stored === undefined || needsLoad) return;
    const drop = () =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete(KM_OFFER_PARAM);
          return next;
        },
        { replace: true },
      );
    const draft = stored ?? emptyDraft();
    if (offered === null || draft.kmYearTravelled === offered) {
      drop();
      return;
    }
    let active = true;
    saveDraft(db, id, { ...draft, kmYearTravelled: offered }).then(
      () => undefined,
      // Not kept on this device: open the form without the offer rather than wait for ever.
      () => {
        if (active) drop();
      },
    );
    return () => {
      active = false;
    };
  }, [hasOffer, offered, stored, needsLoad, id, db, setParams]);

  if (stored === undefined || (needsLoad && failedFor !== id)) {
    return <Loader label="Loading your vehicle…" />;
  }
  if (needsLoad) {
    return (
      <div className="page wizard">
        <h1>Vehicle Details</h1>
        <p>
          <Link to="/vehicles">Back to your vehicles</Link>
        </p>
      </div>
    );
  }
  if (hasOffer) return <Loader label="Loading your vehicle…" />;
  return <VehicleDetailsForm key={id} id={id} initial={stored ?? emptyDraft()} />;
}
