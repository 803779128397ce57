import { formatDateTime } from '../lib/format';
import { useMirrorUpdatedAt } from '../offline/mirror';
import './ui.css';

/** 'Last updated …' for a mirror (or a finer meta key such as 'fuelCards:<vehicleId>'). */
export function LastUpdated({ name }: { name: string }) {
  const updatedAt = useMirrorUpdatedAt(name);
  if (updatedAt === undefined) return null;
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
