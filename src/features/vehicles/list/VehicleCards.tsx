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

/** Small screens: one card per vehicle, with the small-screen status rules of SPEC §4. */
export function VehicleCards({ rows, online, onOpen, onDelete }: Props) {
  return (
    <ul className="vehicles__small vehicle-cards" aria-label="Your vehicles">
      {rows.map((v) => (
        <li key={v.id} className="vehicle-card">
          <h2 className="vehicle-card__title">
            <button type="button" className="button--link vehicle-name" onClick={() => onOpen(v)}>
              {v.vehicleDetails.name}
            </button>
          </h2>
          <dl className="vehicle-card__facts">
            <div>
              <dt>Brand</dt>
              <dd>{v.make}</dd>
            </div>
            <div>
              <dt>Model</dt>
              <dd>{v.model}</dd>
            </div>
            <div>
              <dt>Year</dt>
              <dd>{v.year}</dd>
            </div>
            <div>
              <dt>Created On</dt>
              <dd>{formatDate(v.createdOn)}</dd>
            </div>
          </dl>
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
