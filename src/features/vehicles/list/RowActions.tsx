import { Link } from 'react-router-dom';
import type { VehicleListItem } from '../../../../contract/vehicles';
import { Badge } from '../../../ui/Badge';
import type { RowActions as Allowed, StatusBadge } from './status';

type Props = {
  vehicle: VehicleListItem;
  badge: StatusBadge;
  allowed: Allowed;
  /** Offline the list is read-only: the actions are shown but cannot be used. */
  online: boolean;
  onDelete: (vehicle: VehicleListItem) => void;
};

/** Status badge and the Pay, Edit and Delete actions of one vehicle. */
export function RowActions({ vehicle, badge, allowed, online, onDelete }: Props) {
  const name = vehicle.vehicleDetails.name;
  const action = (label: string, to: string) =>
    online ? (
      <Link className="button button--small" to={to} aria-label={`${label} ${name}`}>
        {label}
      </Link>
    ) : (
      <button
        type="button"
        className="button button--small"
        disabled
        aria-label={`${label} ${name}`}
      >
        {label}
      </button>
    );
  return (
    <div className="vehicle-actions">
      {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
      {allowed.pay && action('Pay', `/vehicle/${vehicle.id}/payment`)}
      {allowed.edit && action('Edit', `/vehicle/${vehicle.id}`)}
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={!online}
        aria-label={`Delete ${name}`}
        onClick={() => onDelete(vehicle)}
      >
        Delete
      </button>
    </div>
  );
}
