import { useState } from 'react';
import { useOnline } from '../../lib/useOnline';
import { useAttempt } from '../../ui/useAttempt';
import { startLogbookPeriod } from './api';
import { todayIso } from './forms';

/** The owner starts a 12-week period from a day they pick (the server only: not offline). */
export function StartPeriod({
  vehicleId,
  onStarted,
}: {
  vehicleId: string;
  onStarted: () => void;
}) {
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
