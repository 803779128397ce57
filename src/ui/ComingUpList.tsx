import type { ComingUpItem } from '../../contract/odometer';
import { formatDate, formatKm } from '../lib/format';

/**
 * What falls due (tyres, service, registration), when or at what distance, and how that was
 * worked out. The dashboard lists every vehicle's, so it names the vehicle of each.
 */
export function ComingUpList({
  items,
  withVehicle = false,
}: {
  items: readonly ComingUpItem[];
  withVehicle?: boolean;
}) {
  return (
    <ul className="coming-up__list">
      {items.map((item) => (
        <li key={`${item.vehicleId}:${item.kind}`}>
          <strong>{item.title}</strong>
          {withVehicle ? ` (${item.vehicleLabel})` : ''}
          {item.dueDate ? (
            <>
              {item.overdue ? ' was due ' : ' due '}
              <time dateTime={item.dueDate}>{formatDate(item.dueDate)}</time>
            </>
          ) : (
            ' not dated yet'
          )}
          {item.dueKm !== null ? ` or at ${formatKm(item.dueKm)} km` : ''}
          <span className="coming-up__basis">{item.basis}</span>
        </li>
      ))}
    </ul>
  );
}
