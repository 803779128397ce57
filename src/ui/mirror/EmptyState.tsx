import type { ReactNode } from 'react';
import type { MirrorName } from '../../offline/db';
import { useMirrorUpdatedAt } from '../../offline/react/mirror';
import '../ui.css';

export const NOT_SAVED_MESSAGE = 'Not saved on this device yet';

/**
 * SPEC §8: every empty list says 'No record available' — when the server said so. A list this
 * device never loaded (`mirror` has no stamp) says that instead: empty is not the same as unknown.
 */
export function EmptyState({ children, mirror }: { children?: ReactNode; mirror?: MirrorName }) {
  if (mirror) return <MirrorEmptyState mirror={mirror}>{children}</MirrorEmptyState>;
  return (
    <div className="empty-state">
      <p>No record available</p>
      {children}
    </div>
  );
}

function MirrorEmptyState({ children, mirror }: { children?: ReactNode; mirror: MirrorName }) {
  const updatedAt = useMirrorUpdatedAt(mirror);
  if (updatedAt === undefined) return null;
  if (updatedAt === null) {
    return (
      <div className="empty-state">
        <p>{NOT_SAVED_MESSAGE}</p>
        <p className="empty-state__hint">It loads the next time this device is online.</p>
      </div>
    );
  }
  return <EmptyState>{children}</EmptyState>;
}
