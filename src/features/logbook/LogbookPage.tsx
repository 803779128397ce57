import { Link, useParams } from 'react-router-dom';
import { ATO_LOGBOOK_SOURCE } from '../../../contract/logbook';
import { formatDate, formatKm } from '../../lib/format';
import { discardTripDraft, listTripDrafts } from '../../offline/outbox/trip-drafts';
import { useVehicleMirror } from '../../offline/react/useVehicleMirror';
import { Card } from '../../ui/Card';
import { Loader } from '../../ui/Loader';
import { LastUpdated } from '../../ui/mirror/LastUpdated';
import { RowMissing } from '../../ui/mirror/RowMissing';
import { loadLogbook } from './api';
import { todayIso } from './forms';
import { nextTripStart } from './next-trip-start';
import { PeriodCard } from './PeriodCard';
import { PeriodProgress } from './PeriodProgress';
import { StartPeriod } from './StartPeriod';
import { TripForm } from './TripForm';
import { useVehicleRole } from './useVehicleRole';
import { useWaitingDrafts } from './useWaitingDrafts';
import { WaitingDrafts } from './WaitingDrafts';
import './logbook.css';

const LOADING = 'Loading the logbook…';

/** /portal/vehicle/:id/logbook: the ATO logbook of one vehicle, its trips and its figures. */
export default function LogbookPage() {
  const { id = '' } = useParams();
  const { row, refresh, ...mirror } = useVehicleMirror('logbooks', id, loadLogbook);
  const drafts = useWaitingDrafts(id, listTripDrafts, refresh);
  const role = useVehicleRole(id);

  const today = todayIso();
  const current = row?.periods.find((p) => p.startsOn <= today && today <= p.endsOn) ?? null;
  const lastEndKm = row ? nextTripStart(row, drafts) : null;

  return (
    <div className="page logbook">
      <div className="page__header">
        <h1>Logbook</h1>
        <LastUpdated name={`logbooks:${id}`} />
      </div>
      <p className="coming-up__basis">{ATO_LOGBOOK_SOURCE}</p>
      {!row ? (
        <RowMissing mirror={mirror} loadingLabel={LOADING}>
          This vehicle&apos;s logbook has not been saved on this device yet. Connect to the internet
          to load it.
        </RowMissing>
      ) : !role ? (
        // The role decides which forms the page offers: read before the page is drawn, so no
        // form appears above the cards a moment later and pushes them down.
        <Loader label={LOADING} />
      ) : (
        <>
          <p>{row.vehicleLabel}</p>
          {current ? (
            <Card title="Log a trip">
              <PeriodProgress period={current} />
              {role === 'viewer' ? (
                <p role="note">
                  This vehicle is shared with you to read: its owner and drivers log the trips.
                </p>
              ) : (
                <TripForm vehicleId={id} vehicleLabel={row.vehicleLabel} lastEndKm={lastEndKm} />
              )}
            </Card>
          ) : role !== 'owner' ? (
            <p className="empty-state">
              No logbook period is running. The vehicle&apos;s owner starts one.
            </p>
          ) : (
            <Card title="Start a logbook">
              {row.periods.length === 0 && (
                <p className="empty-state">
                  No logbook yet. Keep one for 12 continuous weeks: every trip with its date,
                  odometer at the start and end, and whether it was for business (with the reason)
                  or private.
                </p>
              )}
              <StartPeriod vehicleId={id} onStarted={() => void refresh()} />
            </Card>
          )}
          <WaitingDrafts
            drafts={drafts}
            listClassName="logbook__trips"
            describe={(d) =>
              `${formatDate(d.fields.tripOn)} · ${formatKm(d.fields.startKm)}–${formatKm(d.fields.endKm)} km`
            }
            discard={discardTripDraft}
          />
          {row.periods.map((period) => (
            <PeriodCard
              key={period.id}
              period={period}
              current={period === current}
              counts={period.id === row.validPeriodId}
            />
          ))}
          <p>
            <Link to={`/vehicle/${encodeURIComponent(id)}/odometer`}>Odometer of this vehicle</Link>
          </p>
        </>
      )}
    </div>
  );
}
