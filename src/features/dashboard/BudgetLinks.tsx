import { Link } from 'react-router-dom';
import { useMirrorList } from '../../offline/react/mirror';
import { useLocalUser } from '../../offline/react/useLocalUser';

/**
 * One tap to the budget of each subscribed vehicle the customer owns (otherwise behind the
 * vehicle row's menu or inside a forecast sentence). Read from the device's copy of the
 * subscribed vehicles, so it is there offline and costs the dashboard no request; the rego is
 * added when the device knows it.
 */
export function BudgetLinks() {
  const { rows: subscribed } = useMirrorList('subscribedVehicles');
  const { rows: known } = useMirrorList('vehicles');
  // A budget is the owner's (the server refuses anyone else): a car driven for its owner has none.
  const me = useLocalUser()?.id;
  const vehicles = subscribed.filter((v) => v.customer === me);
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
