import type { LogbookPeriod } from '../../../contract/logbook';
import { formatDate } from '../../lib/format';

const STATUS_TEXT: Record<LogbookPeriod['status'], string> = {
  upcoming: 'Not started yet',
  'in-progress': 'In progress',
  complete: 'Complete',
  'no-trips': 'Ended with no trips logged',
};

/** Where the period stands: a progress bar while it runs, what it means once it is over. */
export function PeriodProgress({ period }: { period: LogbookPeriod }) {
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
