import { Link } from 'react-router-dom';
import { useMirrorList, useMirrorRow, useRefresh } from '../../offline/react/mirror';
import { Card } from '../../ui/Card';
import { ComingUpList } from '../../ui/ComingUpList';
import { BudgetLinks } from './BudgetLinks';
import { loadComingUp, loadForecast, type ComingUpRow } from './api';

const SHOWN = 3;

/**
 * Where the budget is heading, worst category first, with the method it rests on, and each
 * subscribed vehicle's budget one tap away.
 */
function ForecastCard() {
  const { row, loaded } = useMirrorRow('forecast', 'me');
  const { refreshing } = useRefresh('forecast', loadForecast);
  const worst =
    row?.items.filter((i) => i.forecast.kind !== 'not-enough-data').slice(0, SHOWN) ?? [];
  const waiting = row ? row.items.length - worst.length : 0;
  return (
    <Card title="Budget forecast" className="budget-forecast-card">
      {!row ? (
        <p className="empty-state">
          {!loaded || refreshing
            ? 'Loading the forecast…'
            : 'Connect to the internet to load the forecast.'}
        </p>
      ) : (
        <>
          <p>
            <strong>{row.overall.sentence}</strong>
          </p>
          {worst.length > 0 ? (
            <ul>
              {worst.map((item) => (
                <li key={`${item.vehicleId}:${item.key}`}>
                  <Link to={`/vehicle/${encodeURIComponent(item.vehicleId)}/budget`}>
                    {item.name}
                  </Link>
                  {row.items.some((i) => i.vehicleId !== item.vehicleId)
                    ? ` (${item.vehicleLabel})`
                    : ''}
                  : {item.forecast.sentence}
                </li>
              ))}
            </ul>
          ) : null}
          {waiting > 0 && (
            <p>
              {waiting} {waiting === 1 ? 'category has' : 'categories have'} too few claims to
              forecast yet.
            </p>
          )}
          <p className="last-updated">{row.method}</p>
        </>
      )}
      <BudgetLinks />
    </Card>
  );
}

/** The subscribed vehicles the coming-up list names, once each, in its order. */
function vehiclesOf(rows: readonly ComingUpRow[]): { id: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const row of rows) if (!seen.has(row.vehicleId)) seen.set(row.vehicleId, row.vehicleLabel);
  return [...seen].map(([id, label]) => ({ id, label }));
}

const odometerPath = (vehicleId: string) => `/vehicle/${encodeURIComponent(vehicleId)}/odometer`;

/**
 * 'Record odometer reading': straight to the page of the only subscribed vehicle, or one link per
 * vehicle (named with its rego when this device knows it) for the customer to pick from.
 */
function RecordReading({ rows }: { rows: readonly ComingUpRow[] }) {
  const { rows: known } = useMirrorList('vehicles');
  const vehicles = vehiclesOf(rows);
  const only = vehicles.length === 1 ? vehicles[0] : undefined;
  if (vehicles.length === 0) return null;
  if (only) {
    return (
      <p>
        <Link className="button" to={odometerPath(only.id)}>
          Record odometer reading
        </Link>
      </p>
    );
  }
  const rego = (id: string) => known.find((v) => v.id === id)?.registerationNumber;
  return (
    <div className="coming-up__record" role="group" aria-labelledby="record-reading">
      <p id="record-reading" className="coming-up__record-title">
        Record odometer reading
      </p>
      <ul className="coming-up__vehicles">
        {vehicles.map((v) => (
          <li key={v.id}>
            <Link className="button button--secondary" to={odometerPath(v.id)}>
              {v.label}
              {rego(v.id) ? ` (${rego(v.id)})` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Next tyres, service and rego of every subscribed vehicle, with a way to record a reading. */
function ComingUpCard() {
  const { rows, loaded } = useMirrorList('comingUp');
  const { refreshing } = useRefresh('comingUp', loadComingUp);
  return (
    <Card title="Coming up" className="coming-up-card">
      {rows.length === 0 ? (
        <p className="empty-state">
          {!loaded || refreshing
            ? 'Loading what is coming up…'
            : 'Nothing is coming up yet: subscribe a vehicle to see its tyres, service and registration.'}
        </p>
      ) : (
        <ComingUpList items={rows} withVehicle />
      )}
      <RecordReading rows={rows} />
    </Card>
  );
}

/** The dashboard's budget and car-care cards, one self-contained block. */
export function BudgetCards() {
  return (
    <div className="dashboard__budget">
      <ForecastCard />
      <ComingUpCard />
    </div>
  );
}
