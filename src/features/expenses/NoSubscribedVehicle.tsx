import { Link } from 'react-router-dom';
import { NOT_SAVED_MESSAGE } from '../../ui/mirror/EmptyState';

/** No vehicle a claim can be for: never loaded on this device is not the same as none. */
export function NoSubscribedVehicle({ notSaved }: { notSaved: boolean }) {
  if (notSaved) {
    return (
      <section className="card adhoc__empty" aria-labelledby="adhoc-empty-title">
        <h2 id="adhoc-empty-title">{NOT_SAVED_MESSAGE}</h2>
        <p>
          Your subscribed vehicles load the next time this device is online; then claims can be
          saved here even without a connection.
        </p>
        <div className="form__actions">
          <Link className="button button--secondary" to="/expense/logs">
            Back
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="card adhoc__empty" aria-labelledby="adhoc-empty-title">
      <h2 id="adhoc-empty-title">No subscribed vehicle yet</h2>
      <p>
        Only subscribed vehicles can have claims. Subscribe a vehicle to its plan, then come back
        here to claim its running costs.
      </p>
      <div className="form__actions">
        <Link className="button" to="/vehicles">
          Go to your vehicles
        </Link>
        <Link className="button button--secondary" to="/expense/logs">
          Back
        </Link>
      </div>
    </section>
  );
}
