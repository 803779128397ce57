import { Link } from 'react-router-dom';
import { useMirrorList } from '../../offline/react/mirror';

/**
 * One tap to each subscribed vehicle's budget (otherwise behind the vehicle row's menu or inside
 * a forecast sentence). Read from the device's copy of the subscribed vehicles, so it is there
 * offline and costs the dashboard no request; the rego is added when the device knows it.
 */
export function BudgetLinks() {
  const { rows: vehicles } = useMirrorList('subscribedVehicles');
  const { rows: known } = useMirrorList('vehicles');
  if (vehicles.length === 0) return null;
  const rego = (id: string) => known.find((v) => v.id === id)?.registerationNumber;
  return (
    <nav className="budget-links" aria-label="Budget per vehicle">
      <ul>
        {vehicles.map((v) => (
          <li key={v.id}>
            <Link
              className="button button--secondary"
              to={`/vehicle/${encodeURIComponent(v.id)}/budget`}
            >
              Budget: {v.vehicleDetails.name}
              {rego(v.id) ? ` (${rego(v.id)})` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
