import { Link } from 'react-router-dom';
import type { PaymentAlert } from '../../../contract/dashboard';
import { useOnline } from '../../lib/useOnline';

type Props = {
  alerts: readonly PaymentAlert[];
  busyVehicle: string | null;
  onFix: (vehicleId: string) => void;
};

const TITLE: Record<PaymentAlert['kind'], string> = {
  failed: 'Payment failed',
  pending: 'Plan pending',
};

/**
 * Plans that need the customer, each naming the vehicle and the reason. 'Fix payment' charges
 * the default card or bank again; 'Use another method' opens the vehicle's payment page.
 */
export function PaymentAlerts({ alerts, busyVehicle, onFix }: Props) {
  const online = useOnline();
  if (alerts.length === 0) return null;
  return (
    <section className="alerts" aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="visually-hidden">
        Needs your attention
      </h2>
      <ul className="alerts__list">
        {alerts.map((alert) => (
          <li key={alert.vehicleId} className={`alert-card alert-card--${alert.kind}`}>
            <p className="alert-card__title">
              <span className="alert-card__icon" aria-hidden="true">
                !
              </span>
              {TITLE[alert.kind]}: {alert.vehicleName}
            </p>
            <p className="alert-card__reason">{alert.reason}</p>
            <div className="alert-card__actions">
              {alert.canRetry ? (
                <>
                  <button
                    type="button"
                    className="button"
                    disabled={!online || busyVehicle !== null}
                    aria-label={`Fix payment for ${alert.vehicleName}`}
                    onClick={() => onFix(alert.vehicleId)}
                  >
                    {busyVehicle === alert.vehicleId ? 'Paying…' : 'Fix payment'}
                  </button>
                  <Link
                    className="button button--secondary"
                    to={`/vehicle/${alert.vehicleId}/payment`}
                  >
                    Use another method
                  </Link>
                </>
              ) : (
                <Link className="button" to="/cards">
                  Change payment method
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
