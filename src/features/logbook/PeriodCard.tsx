import { ATO_BUSINESS_USE_SOURCE, type LogbookPeriod } from '../../../contract/logbook';
import { formatDate, formatKm } from '../../lib/format';
import { Card } from '../../ui/Card';
import { PeriodFigures } from './PeriodFigures';
import { PeriodProgress } from './PeriodProgress';

type Props = {
  period: LogbookPeriod;
  /** The period running today: its progress shows above, with the trip form. */
  current: boolean;
  /** The period whose figures count for tax. */
  counts: boolean;
};

/** One logbook period: where it stands, the ATO's figures and its trips, newest first. */
export function PeriodCard({ period, current, counts }: Props) {
  return (
    <Card
      title={`${formatDate(period.startsOn)} – ${formatDate(period.endsOn)}${counts ? ' (the one that counts)' : ''}`}
    >
      {!current && <PeriodProgress period={period} />}
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
  );
}
