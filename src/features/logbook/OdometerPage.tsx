import { Link, useParams } from 'react-router-dom';
import { formatDate, formatKm } from '../../lib/format';
import { discardOdometerDraft, listOdometerDrafts } from '../../offline/outbox/odometer-drafts';
import { useVehicleMirror } from '../../offline/react/useVehicleMirror';
import { Card } from '../../ui/Card';
import { ComingUpList } from '../../ui/ComingUpList';
import { Loader } from '../../ui/Loader';
import { MirrorPage } from '../../ui/mirror/MirrorPage';
import { RowMissing } from '../../ui/mirror/RowMissing';
import { loadOdometer } from './api';
import { KmPerYearCard } from './KmPerYearCard';
import { OdometerForm } from './OdometerForm';
import { RegoForm } from './RegoForm';
import { useVehicleRole } from './useVehicleRole';
import { useWaitingDrafts } from './useWaitingDrafts';
import { WaitingDrafts } from './WaitingDrafts';
import './logbook.css';

const LOADING = 'Loading the odometer log…';

/** /portal/vehicle/:id/odometer: readings, km per year against the plan, and what comes up. */
export default function OdometerPage() {
  const { id = '' } = useParams();
  const { row, refresh, ...mirror } = useVehicleMirror('odometers', id, loadOdometer);
  const drafts = useWaitingDrafts(id, listOdometerDrafts, refresh);
  const role = useVehicleRole(id);
  const owns = role === 'owner';

  const known = [
    ...(row?.readings ?? []),
    ...drafts.filter((d) => d.state !== 'needs-attention').map((d) => d.fields),
  ].map((r) => ({ reading: r.reading, readOn: r.readOn }));

  return (
    <MirrorPage className="odometer" title="Odometer" mirror={`odometers:${id}`}>
      {!row ? (
        <RowMissing mirror={mirror} loadingLabel={LOADING}>
          This vehicle&apos;s odometer log has not been saved on this device yet. Connect to the
          internet to load it.
        </RowMissing>
      ) : !role ? (
        // The role decides which forms the page offers: read before the page is drawn, so no
        // form appears above the cards a moment later and pushes them down.
        <Loader label={LOADING} />
      ) : (
        <>
          <p>{row.vehicleLabel}</p>
          {role === 'viewer' ? (
            <p role="note">
              This vehicle is shared with you to read: its owner and drivers record the readings.
            </p>
          ) : (
            <Card title="Record a reading">
              <OdometerForm vehicleId={id} vehicleLabel={row.vehicleLabel} known={known} />
            </Card>
          )}
          <WaitingDrafts
            drafts={drafts}
            listClassName="odometer__readings"
            describe={(d) => `${formatKm(d.fields.reading)} km on ${formatDate(d.fields.readOn)}`}
            discard={discardOdometerDraft}
          />
          <KmPerYearCard vehicleId={id} usage={row.usage} owns={owns} />
          <Card title="Coming up">
            {row.comingUp.length === 0 ? (
              <p className="empty-state">Nothing is coming up.</p>
            ) : (
              <ComingUpList items={row.comingUp} />
            )}
            {owns && (
              <RegoForm vehicleId={id} current={row.regoExpiry} onSaved={() => void refresh()} />
            )}
          </Card>
          <Card title="Readings">
            <ul className="odometer__readings">
              {row.readings.map((r) => (
                <li key={r.id}>
                  {formatKm(r.reading)} km on {formatDate(r.readOn)}
                  {r.source === 'plan' ? ' (when the vehicle was added)' : ''}
                  {r.photo ? ' · photo kept' : ''}
                </li>
              ))}
            </ul>
          </Card>
          {owns && (
            <p>
              <Link to={`/vehicle/${encodeURIComponent(id)}/budget`}>Budget of this vehicle</Link>
            </p>
          )}
          <p>
            <Link to={`/vehicle/${encodeURIComponent(id)}/logbook`}>
              Logbook of this vehicle (the ATO&apos;s 12 weeks)
            </Link>
          </p>
        </>
      )}
    </MirrorPage>
  );
}
