import type { VehicleListItem } from '../../../../contract/vehicles';
import { formatDate } from '../../../lib/format';
import { RowActions } from './RowActions';
import { smallActions, smallBadge } from './status';

type Props = {
  rows: VehicleListItem[];
  online: boolean;
  onOpen: (vehicle: VehicleListItem) => void;
  onDelete: (vehicle: VehicleListItem) => void;
};

/**
 * Small screens: one row per vehicle, name and rego on the left, the status chip on the right,
 * make, model, year and Created On underneath, then the SPEC §4 small-screen actions.
 */
export function VehicleCards({ rows, online, onOpen, onDelete }: Props) {
  return (
    <ul className="vehicles__small vehicle-cards" aria-label="Your vehicles">
      {rows.map((v) => (
        <li key={v.id} className="vehicle-card">
          <div className="vehicle-card__head">
            <h2 className="vehicle-card__title">
              <button type="button" className="vehicle-card__open" onClick={() => onOpen(v)}>
                {v.vehicleDetails.name}
              </button>
            </h2>
            {v.registerationNumber && (
              <span className="vehicle-card__rego">
                <span className="visually-hidden">Rego </span>
                {v.registerationNumber}
              </span>
            )}
          </div>
          <p className="vehicle-card__meta">
            {v.make} {v.model} · {v.year} · Created On {formatDate(v.createdOn)}
          </p>
          <RowActions
            vehicle={v}
            badge={smallBadge(v)}
            allowed={smallActions(v)}
            online={online}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}
