import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCustomerDb } from '../../../offline/useCustomerDb';
import { Loader } from '../../../ui/Loader';
import { fetchVehicle } from '../api';
import { draftFromDetail, emptyDraft } from './draft';
import { saveDraft, useStoredDraft } from './store';
import { VehicleDetailsForm } from './VehicleDetailsForm';
import './wizard.css';

/**
 * /portal/vehicle/{id}: a new vehicle ('new') or an existing one. An existing vehicle is loaded
 * from GET /api/customer/vehicle/{id} once, then edited from the kept draft.
 */
export default function VehicleDetailsPage() {
  const { id = 'new' } = useParams();
  const db = useCustomerDb();
  const stored = useStoredDraft(id);
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
  return <VehicleDetailsForm key={id} id={id} initial={stored ?? emptyDraft()} />;
}
