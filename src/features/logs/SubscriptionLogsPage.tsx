import { useEffect, useState } from 'react';
import { toCents } from '../../../contract/common';
import { refundInFlightText } from '../../../contract/refund-in-flight';
import { canCancel, cancellationText, type SubscriptionLog } from '../../../contract/subscriptions';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import { formatDate, formatMoney } from '../../lib/format';
import { useMirrorList, useRefresh } from '../../offline/react/mirror';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MirrorPage } from '../../ui/mirror/MirrorPage';
import { cancelSubscription, fetchSupportEmail, loadSubscriptionLogs } from './api';
import { LogList } from './LogList';
import './logs.css';
import { subscriptionLabel, type SubscriptionLabel } from '../../../contract/subscription-status';

const TONE: Record<SubscriptionLabel, BadgeTone> = {
  SUBSCRIBED: 'success',
  UNSUBSCRIBED: 'neutral',
  PENDING: 'warning',
};

/**
 * SPEC §2 Subscription logs: status, amount, start and end dates and the vehicle, 7 to a page;
 * Cancel on subscribed rows only, confirmed with the support contact and the cancellation terms.
 */
export default function SubscriptionLogsPage() {
  const { rows, loaded } = useMirrorList('subscriptionLogs');
  const { refresh, refreshing } = useRefresh('subscriptionLogs', loadSubscriptionLogs);
  const [cancelling, setCancelling] = useState<SubscriptionLog | null>(null);
  const [busy, setBusy] = useState(false);
  const [supportEmail, setSupportEmail] = useState('');
  useEffect(() => {
    void fetchSupportEmail().then(setSupportEmail);
  }, []);

  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await cancelSubscription(cancelling.id);
      setCancelling(null);
      await refresh();
    } catch {
      // The API client has shown the server's message; the popup stays for another try or No.
    } finally {
      setBusy(false);
    }
  };

  return (
    <MirrorPage className="logs-page" title="Subscription Logs" mirror="subscriptionLogs">
      <LogList
        mirror="subscriptionLogs"
        rows={rows}
        loaded={loaded}
        refreshing={refreshing}
        loadingLabel="Loading your subscriptions…"
        label="Subscriptions"
        pagerLabel="Subscription pages"
      >
        {(row) => {
          const label = subscriptionLabel(row.isSubscribed, row.status);
          return (
            <li key={row.id} className="log-row log-row--lines">
              <div className="log-row__line">
                <span className="log-row__title">
                  {formatVehicleLabel(row.vehicleMasterDetails)}
                </span>
                <span className="log-row__money">
                  {formatMoney(row.amount)}
                  <span className="log-row__unit"> per month</span>
                </span>
              </div>
              <div className="log-row__line">
                <span className="log-row__meta">
                  {row.subscriptionStartDate
                    ? `${formatDate(row.subscriptionStartDate)} – ${formatDate(row.subscriptionEndDate)}`
                    : 'Not started'}
                </span>
                <Badge tone={TONE[label]}>{label}</Badge>
                {canCancel(row) && (
                  <button
                    type="button"
                    className="button button--secondary button--small log-row__cancel"
                    onClick={() => setCancelling(row)}
                    aria-label={`Cancel subscription for ${row.vehicleMasterDetails.name}`}
                  >
                    Cancel
                  </button>
                )}
              </div>
              {row.nextAmount != null && row.nextAmountFrom && (
                <span className="log-row__unit">
                  {formatMoney(row.nextAmount)} per month from {formatDate(row.nextAmountFrom)}
                </span>
              )}
              {row.lastFailure && (
                <span className="log-row__failure">Last payment failed: {row.lastFailure}</span>
              )}
            </li>
          );
        }}
      </LogList>
      <ConfirmDialog
        open={cancelling !== null}
        title={
          cancelling
            ? `Cancel the plan for ${cancelling.vehicleMasterDetails.name}?`
            : 'Cancel subscription'
        }
        danger
        busy={busy}
        onCancel={() => setCancelling(null)}
        onConfirm={() => void confirmCancel()}
        message={
          <>
            {cancellationText(supportEmail || 'our support team').map((line) => (
              <span key={line} className="cancel-text">
                {line}
              </span>
            ))}
            {cancelling?.paymentInFlight ? (
              // SPEC's terms and question stay as they are; the money on its way is said between.
              <span className="cancel-text">
                {refundInFlightText(toCents(cancelling.paymentInFlight), 'plan')}
              </span>
            ) : null}
            <span className="cancel-text cancel-text--question">
              Do you want to cancel this subscription?
            </span>
          </>
        }
      />
    </MirrorPage>
  );
}
