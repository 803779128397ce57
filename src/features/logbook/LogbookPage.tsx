import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ATO_BUSINESS_USE_SOURCE,
  ATO_LOGBOOK_SOURCE,
  LOGBOOK_NOT_FINAL,
  type LogbookPeriod,
  type VehicleLogbook,
} from '../../../contract/logbook';
import { formatDate, formatKm } from '../../lib/format';
import { useOnline } from '../../lib/useOnline';
import { useAttempt } from '../../ui/useAttempt';
import type { TripDraft } from '../../offline/outbox/types';
import { discardTripDraft, listTripDrafts } from '../../offline/outbox/trip-drafts';
import { Card } from '../../ui/Card';
import { LastUpdated } from '../../ui/mirror/LastUpdated';
import { loadLogbook, startLogbookPeriod } from './api';
import { TripForm } from './TripForm';
import { useVehicleRole } from './useVehicleRole';
import { useVehicleMirror } from '../../offline/react/useVehicleMirror';
import { todayIso } from './forms';
import { Loader } from '../../ui/Loader';
import { RowMissing } from '../../ui/mirror/RowMissing';
import { useWaitingDrafts } from './useWaitingDrafts';
import { WaitingDrafts } from './WaitingDrafts';
import './logbook.css';

const STATUS_TEXT: Record<LogbookPeriod['status'], string> = {
  upcoming: 'Not started yet',
  'in-progress': 'In progress',
  complete: 'Complete',
  'no-trips': 'Ended with no trips logged',
};

/** The ATO's fields of one period, as the logbook PDF prints them. */
function PeriodFigures({ period }: { period: LogbookPeriod }) {
  const f = period.figures;
  return (
    <dl className="logbook__figures">
      <dt>Logbook period</dt>
      <dd>
        {formatDate(period.startsOn)} to {formatDate(period.endsOn)}
      </dd>
      <dt>Odometer at start</dt>
      <dd>{f.startKm === null ? '—' : `${formatKm(f.startKm)} km`}</dd>
      <dt>Odometer at end</dt>
      <dd>{f.endKm === null ? '—' : `${formatKm(f.endKm)} km`}</dd>
      <dt>Total kilometres</dt>
      <dd>{formatKm(f.totalKm)} km</dd>
      <dt>Business kilometres</dt>
      <dd>{formatKm(f.businessKm)} km</dd>
      <dt>Business-use percentage</dt>
      {/* Until the 12 weeks are complete a percentage so far would read as the one to use. */}
      <dd>
        {period.status !== 'complete'
          ? LOGBOOK_NOT_FINAL
          : f.businessPercent === null
            ? '—'
            : `${f.businessPercent}%`}
      </dd>
    </dl>
  );
}

/** Where the period stands: a progress bar while it runs, what it means once it is over. */
function PeriodProgress({ period }: { period: LogbookPeriod }) {
  const labelId = `logbook-progress-${period.id}`;
  return (
    <div className="logbook__progress">
      <p id={labelId}>
        <strong>{STATUS_TEXT[period.status]}</strong>
        {period.status === 'in-progress' &&
          ` · day ${period.daysDone} of ${period.daysTotal} (12 continuous weeks, to ${formatDate(period.endsOn)})`}
      </p>
      {period.status !== 'complete' && (
        <progress aria-labelledby={labelId} max={period.daysTotal} value={period.daysDone} />
      )}
      {period.status === 'complete' && (
        <p role="status">
          Your 12-week logbook is complete. It stays valid for five years, to{' '}
          {formatDate(period.validUntil)}; keep a new one from {formatDate(period.newDueFrom)}, or
          sooner if the way you use the car changes.
        </p>
      )}
    </div>
  );
}

function StartPeriod({ vehicleId, onStarted }: { vehicleId: string; onStarted: () => void }) {
  const [startsOn, setStartsOn] = useState(todayIso());
  const { busy, error, attempt } = useAttempt('The logbook period could not be started.');
  // A period is started on the server only: offline the button says so and waits.
  const online = useOnline();
  const start = () =>
    attempt(async () => {
      await startLogbookPeriod(vehicleId, startsOn);
      onStarted();
    });
  return (
    <div className="logbook__start">
      <label htmlFor="logbook-start">First day of the 12 weeks</label>
      <input
        id="logbook-start"
        className="input"
        type="date"
        value={startsOn}
        max={todayIso()}
        onChange={(e) => setStartsOn(e.target.value)}
        aria-describedby={error ? 'logbook-start-error' : undefined}
      />
      {error && (
        <p id="logbook-start-error" className="form__error" role="alert">
          {error}
        </p>
      )}
      <button
        className="button"
        type="button"
        disabled={busy || !online}
        aria-describedby={online ? undefined : 'logbook-start-offline'}
        onClick={() => void start()}
      >
        {busy ? 'Starting…' : 'Start a 12-week logbook'}
      </button>
      {!online && (
        <p id="logbook-start-offline" className="coming-up__basis">
          Needs a connection.
        </p>
      )}
    </div>
  );
}

/**
 * Where the next trip starts: the odometer now (the server's latest accepted reading or trip),
 * or the end of a trip still waiting to be sent if that is further on. A trip the server refused
 * says nothing about the odometer. Rows mirrored before the server sent the odometer fall back
 * to their trips.
 */
function nextTripStart(row: VehicleLogbook, drafts: TripDraft[]): number | null {
  const accepted = row.odometer
    ? [row.odometer.km]
    : row.periods.flatMap((p) => p.trips.map((t) => t.endKm));
  const waiting = drafts.filter((d) => d.state !== 'needs-attention').map((d) => d.fields.endKm);
  const figures = [...accepted, ...waiting];
  return figures.length > 0 ? Math.max(...figures) : null;
}

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
            <Card
              key={period.id}
              title={`${formatDate(period.startsOn)} – ${formatDate(period.endsOn)}${period.id === row.validPeriodId ? ' (the one that counts)' : ''}`}
            >
              {period !== current && <PeriodProgress period={period} />}
              <PeriodFigures period={period} />
              <p className="coming-up__basis">{ATO_BUSINESS_USE_SOURCE}</p>
              {period.trips.length === 0 ? (
                <p className="empty-state">No trips logged in this period.</p>
              ) : (
                <ul className="logbook__trips" aria-label="Trips">
                  {[...period.trips].reverse().map((t) => (
                    <li key={t.id}>
                      {formatDate(t.tripOn)} · {formatKm(t.startKm)}–{formatKm(t.endKm)} km (
                      {formatKm(t.km)} km) ·{' '}
                      {t.purpose === 'business' ? `Business: ${t.reason ?? ''}` : 'Private'}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
          <p>
            <Link to={`/vehicle/${encodeURIComponent(id)}/odometer`}>Odometer of this vehicle</Link>
          </p>
        </>
      )}
    </div>
  );
}
