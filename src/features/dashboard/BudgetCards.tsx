import { Link } from 'react-router-dom';
import { formatDate, formatKm } from '../../lib/format';
import { useMirrorList, useMirrorRow, useRefresh } from '../../offline/mirror';
import { Card } from '../../ui/Card';
import { loadComingUp, loadForecast, type ComingUpRow, type ForecastRow } from './api';

const SHOWN = 3;

/** Where the budget is heading, worst category first, with the method it rests on. */
function ForecastCard() {
  const { row, loaded } = useMirrorRow<ForecastRow>('forecast', 'me');
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
    </Card>
  );
}

/** Next tyres, service and rego of every subscribed vehicle, with a way to record a reading. */
function ComingUpCard() {
  const { rows, loaded } = useMirrorList<ComingUpRow>('comingUp');
  const { refreshing } = useRefresh('comingUp', loadComingUp);
  const firstVehicle = rows[0]?.vehicleId;
  return (
    <Card title="Coming up" className="coming-up-card">
      {rows.length === 0 ? (
        <p className="empty-state">
          {!loaded || refreshing
            ? 'Loading what is coming up…'
            : 'Nothing is coming up yet: subscribe a vehicle to see its tyres, service and registration.'}
        </p>
      ) : (
        <ul className="coming-up__list">
          {rows.map((item) => (
            <li key={item.id}>
              <strong>{item.title}</strong> ({item.vehicleLabel}){' '}
              {item.dueDate ? (
                <>
                  {item.overdue ? 'was due ' : 'due '}
                  <time dateTime={item.dueDate}>{formatDate(item.dueDate)}</time>
                </>
              ) : (
                'not dated yet'
              )}
              {item.dueKm !== null ? ` or at ${formatKm(item.dueKm)} km` : ''}
              <span className="coming-up__basis">{item.basis}</span>
            </li>
          ))}
        </ul>
      )}
      {firstVehicle && (
        <p>
          <Link className="button" to={`/vehicle/${encodeURIComponent(firstVehicle)}/odometer`}>
            Record odometer reading
          </Link>
        </p>
      )}
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
