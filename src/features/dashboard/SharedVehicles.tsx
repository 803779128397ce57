import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '../../../contract/drivers';
import { useMirrorList } from '../../offline/react/mirror';
import { Card } from '../../ui/Card';
import type { SharedVehicle } from './useSharedVehicles';

const vehiclePath = (id: string, page: 'odometer' | 'logbook') =>
  `/vehicle/${encodeURIComponent(id)}/${page}`;

/**
 * 'Shared with you': each vehicle another customer shares, who shares it, and what this customer
 * may do there. A driver files claims (on a subscribed vehicle), readings and trips; a viewer
 * reads the odometer and logbook. The owner's own things (budget, plan, payments) are not offered:
 * the server would refuse them.
 */
export function SharedVehicles({ vehicles }: { vehicles: readonly SharedVehicle[] }) {
  const { rows: subscribed } = useMirrorList('subscribedVehicles');
  if (vehicles.length === 0) return null;
  return (
    <Card title="Shared with you" className="shared-vehicles" titleId="shared-vehicles-title">
      <ul className="shared-vehicles__list">
        {vehicles.map((v) => {
          const name = v.vehicleDetails.name;
          const claims = v.role === 'driver' && subscribed.some((s) => s.id === v.id);
          return (
            <li key={v.id} className="shared-vehicle" aria-labelledby={`shared-${v.id}`}>
              <h3 id={`shared-${v.id}`} className="shared-vehicle__name">
                {name}
                {v.registerationNumber ? ` (${v.registerationNumber})` : ''}
              </h3>
              <p className="shared-vehicle__by">
                {ROLE_LABELS[v.role]}
                {v.sharedBy ? ` · shared by ${v.sharedBy}` : ''}
              </p>
              <ul className="shared-vehicle__actions" aria-label={`What you can do with ${name}`}>
                {claims && (
                  <li>
                    <Link
                      className="button button--secondary"
                      to={`/adhoc/new?vehicle=${encodeURIComponent(v.id)}`}
                    >
                      File a claim
                    </Link>
                  </li>
                )}
                <li>
                  <Link className="button button--secondary" to={vehiclePath(v.id, 'odometer')}>
                    {v.role === 'driver' ? 'Record odometer reading' : 'Odometer'}
                  </Link>
                </li>
                <li>
                  <Link className="button button--secondary" to={vehiclePath(v.id, 'logbook')}>
                    {v.role === 'driver' ? 'Log a trip' : 'Logbook'}
                  </Link>
                </li>
              </ul>
              {v.role === 'viewer' && (
                <p className="shared-vehicle__note">You can read this vehicle but not change it.</p>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
