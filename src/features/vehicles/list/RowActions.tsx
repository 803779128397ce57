import { Link } from 'react-router-dom';
import { SUBSCRIPTION_STATUS } from '../../../../contract/subscription-status';
import type { VehicleListItem } from '../../../../contract/vehicles';
import { ROLE_LABELS } from '../../../../contract/drivers';
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

/** Status badge and the Pay, Edit, Budget, Odometer and Delete actions of one vehicle. */
export function RowActions({ vehicle, badge, allowed, online, onDelete }: Props) {
  const name = vehicle.vehicleDetails.name;
  // Every row has the same buttons: each names its vehicle for a screen reader ('Budget Corolla').
  const link = (label: string, to: string) => (
    <Link className="button button--small" to={to} aria-label={`${label} ${name}`}>
      {label}
    </Link>
  );
  // The server says when a delete would be refused; offering it then would only end in a toast.
  const blocked = vehicle.deleteBlockedReason ?? null;
  const blockedId = `delete-blocked-${vehicle.id}`;
  // A vehicle shared with the customer: paying, editing, its budget and deleting are the owner's.
  const role = vehicle.role ?? 'owner';
  if (role !== 'owner') {
    return (
      <div className="vehicle-actions">
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        {vehicle.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED &&
          link('Odometer', `/vehicle/${vehicle.id}/odometer`)}
        <p className="vehicle-actions__note">
          Shared by {vehicle.sharedBy ?? 'its owner'} · {ROLE_LABELS[role]}
        </p>
      </div>
    );
  }
  const action = (label: string, to: string) =>
    online ? (
      link(label, to)
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
      {vehicle.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED && (
        // Readable offline from the device's copy, so these stay links while offline.
        <>
          {link('Budget', `/vehicle/${vehicle.id}/budget`)}
          {link('Odometer', `/vehicle/${vehicle.id}/odometer`)}
        </>
      )}
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={!online || blocked !== null}
        aria-label={`Delete ${name}`}
        aria-describedby={blocked ? blockedId : undefined}
        onClick={() => onDelete(vehicle)}
      >
        Delete
      </button>
      {blocked && (
        <p className="vehicle-actions__note" id={blockedId}>
          {blocked}
        </p>
      )}
    </div>
  );
}
