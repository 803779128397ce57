import type { ReactNode } from 'react';
import type { Refresh } from '../../offline/react/mirror';
import { Loader } from '../../ui/Loader';

type Props = {
  /** The vehicle mirror's state: a failed fetch's words are announced as an alert. */
  mirror: Pick<Refresh, 'refreshing' | 'error'> & { loaded: boolean };
  loadingLabel: string;
  /** Why there is nothing to show yet. */
  children: ReactNode;
};

/** What a vehicle's page shows while its row is not on the device: a loader, else why not. */
export function RowMissing({ mirror, loadingLabel, children }: Props) {
  if (!mirror.loaded || mirror.refreshing) return <Loader label={loadingLabel} />;
  return (
    <p className="empty-state" role={mirror.error ? 'alert' : undefined}>
      {children}
    </p>
  );
}
