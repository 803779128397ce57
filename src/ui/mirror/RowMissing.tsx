import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { refusalOf } from '../../lib/api';
import type { Refresh } from '../../offline/react/mirror';
import { Loader } from '../Loader';

type Props = {
  /** The vehicle mirror's state: a failed fetch's words are announced as an alert. */
  mirror: Pick<Refresh, 'refreshing' | 'error'> & { loaded: boolean };
  loadingLabel: string;
  /** Why there is nothing to show yet, when the server did not refuse it. */
  children: ReactNode;
};

/**
 * What a vehicle's page shows while its row is not on the device: a loader, else why not. A
 * refusal (a vehicle not shared with the customer, or a page only its owner may read) is said in
 * the server's words with the way back, never as a connection problem.
 */
export function RowMissing({ mirror, loadingLabel, children }: Props) {
  if (!mirror.loaded || mirror.refreshing) return <Loader label={loadingLabel} />;
  const refusal = refusalOf(mirror.error);
  if (refusal) {
    return (
      <div className="empty-state" role="alert">
        <p>{refusal}</p>
        <p>
          <Link className="link-target" to="/vehicles">
            Back to your vehicles
          </Link>
        </p>
      </div>
    );
  }
  return (
    <p className="empty-state" role={mirror.error ? 'alert' : undefined}>
      {children}
    </p>
  );
}
