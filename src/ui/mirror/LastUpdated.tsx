import type { StampKey } from '../../offline/meta';
import { formatDateTime } from '../../lib/format';
import { useMirrorUpdatedAt } from '../../offline/react/mirror';
import '../ui.css';

/** 'Last updated …' for a mirror (or a finer meta key such as 'fuelCards:<vehicleId>'). */
export function LastUpdated({ name }: { name: StampKey }) {
  const updatedAt = useMirrorUpdatedAt(name);
  // The line is always there, even while the stamp is read: its text arriving a moment after
  // the page would otherwise push everything below it down (layout shift).
  if (updatedAt === undefined) {
    return (
      <p className="last-updated" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  }
  return (
    <p className="last-updated">
      {updatedAt === null ? (
        'Not updated yet'
      ) : (
        <>
          Last updated{' '}
          <time dateTime={new Date(updatedAt).toISOString()}>{formatDateTime(updatedAt)}</time>
        </>
      )}
    </p>
  );
}
