import { LOGBOOK_NOT_FINAL, type LogbookPeriod } from '../../../contract/logbook';
import { formatDate, formatKm } from '../../lib/format';

/** The ATO's fields of one period, as the logbook PDF prints them. */
export function PeriodFigures({ period }: { period: LogbookPeriod }) {
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
