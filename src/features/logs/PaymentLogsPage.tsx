import { type PaymentLog } from '../../../contract/payments/answers';
import { methodLabel, paymentBadge, type PaymentBadge } from '../../../contract/payments/labels';
import { type VehicleListItem } from '../../../contract/vehicles';
import { formatDate, formatMoney } from '../../lib/format';
import { useOnline } from '../../lib/useOnline';
import { useFillingList, useMirrorList } from '../../offline/react/mirror';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { MirrorPage } from '../../ui/mirror/MirrorPage';
import { useRetry } from '../../api/usePaymentRetry';
import { loadPaymentLogs } from './api';
import { LogList } from './LogList';
import { refundOf, refundWords } from './refund';
import './logs.css';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';

const TONE: Record<PaymentBadge, BadgeTone> = {
  SUCCESS: 'success',
  FAILURE: 'danger',
  PROCESSING: 'warning',
};

/**
 * The failed payments a Retry can fix: each vehicle's latest payment, when it failed and the
 * vehicle is not subscribed since (rows are newest first).
 */
function retryable(rows: readonly PaymentLog[], vehicles: readonly VehicleListItem[]): Set<string> {
  const subscribed = new Set(
    vehicles.filter((v) => v.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED).map((v) => v.id),
  );
  const known = new Set(vehicles.map((v) => v.id));
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.vehicleId)) continue;
    seen.add(row.vehicleId);
    const failed = paymentBadge(row.status) === 'FAILURE';
    if (failed && known.has(row.vehicleId) && !subscribed.has(row.vehicleId)) ids.add(row.id);
  }
  return ids;
}

/**
 * SPEC §2 Payments log: vehicle name (opens the receipt in a new tab), amount, a SUCCESS or
 * FAILURE badge and the date, 7 to a page, read from this device's mirror. A failed payment
 * that can still be fixed has a Retry; a payment paid back says so, with its adjustment note.
 */
export default function PaymentLogsPage() {
  const online = useOnline();
  // A first visit with a long history shows the newest payments while the rest arrive.
  const { rows, loaded, refreshing, refresh, filling } = useFillingList(
    'paymentLogs',
    loadPaymentLogs,
  );
  const { rows: vehicles } = useMirrorList('vehicles');
  const { retry, busyVehicle } = useRetry(refresh);
  const canRetry = retryable(rows, vehicles);

  return (
    <MirrorPage className="logs-page" title="Payments" mirror="paymentLogs">
      <LogList
        mirror="paymentLogs"
        rows={rows}
        loaded={loaded}
        refreshing={refreshing}
        loadingLabel="Loading your payments…"
        label="Payments"
        pagerLabel="Payments pages"
        pending={filling ? 'Loading your older payments…' : undefined}
      >
        {(row) => {
          const badge = paymentBadge(row.status);
          const name = row.vehicleMasterDetails.name;
          const refund = refundOf(row);
          return (
            <li key={row.id} className="log-row">
              <div className="log-row__main">
                {row.invoiceUrl ? (
                  <a
                    href={row.invoiceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="log-row__title"
                  >
                    {name}
                  </a>
                ) : (
                  <span className="log-row__title">{name}</span>
                )}
                <span className="log-row__meta">
                  {formatDate(row.createdOn)}
                  {row.last4
                    ? ` · ${methodLabel({ kind: row.method, brand: '', last4: row.last4 })}`
                    : ''}
                </span>
                {row.surcharge > 0 && (
                  <span className="log-row__meta">
                    incl. {formatMoney(row.surcharge)} card surcharge
                  </span>
                )}
              </div>
              <div className="log-row__side">
                <span className="log-row__money">{formatMoney(row.amount)}</span>
                <Badge tone={TONE[badge]}>{badge}</Badge>
              </div>
              {/* It went through (SPEC's SUCCESS stays) and came back: said beside it. */}
              {refund && (
                <p className="log-row__wide log-row__refund">
                  {refundWords(refund)}
                  {refund.adjustmentNoteUrl && (
                    <>
                      {' · '}
                      <a
                        href={refund.adjustmentNoteUrl}
                        download
                        aria-label={`Adjustment note for ${name}, ${formatDate(row.createdOn)}`}
                      >
                        Adjustment note
                      </a>
                    </>
                  )}
                </p>
              )}
              {(row.failureMessage || canRetry.has(row.id)) && (
                <div className="log-row__wide log-row__problem">
                  {row.failureMessage && (
                    <span className="log-row__failure">{row.failureMessage}</span>
                  )}
                  {canRetry.has(row.id) && (
                    <button
                      type="button"
                      className="button button--small"
                      disabled={!online || busyVehicle !== null}
                      aria-label={`Retry payment for ${name}`}
                      onClick={() => void retry(row.vehicleId)}
                    >
                      {busyVehicle === row.vehicleId ? 'Paying…' : 'Retry'}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        }}
      </LogList>
    </MirrorPage>
  );
}
