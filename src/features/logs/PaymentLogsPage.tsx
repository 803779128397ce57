import { useState } from 'react';
import { paymentBadge, type PaymentBadge, type PaymentLog } from '../../../contract/payments';
import { formatDate, formatMoney } from '../../lib/format';
import { useMirrorList, useRefresh } from '../../offline/mirror';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { LastUpdated } from '../../ui/LastUpdated';
import { Loader } from '../../ui/Loader';
import { Pager, pageSlice } from '../../ui/Pager';
import { loadPaymentLogs } from './api';
import './logs.css';

const TONE: Record<PaymentBadge, BadgeTone> = {
  SUCCESS: 'success',
  FAILURE: 'danger',
  PROCESSING: 'warning',
};

/**
 * SPEC §2 Payments log: vehicle name (opens the receipt in a new tab), amount, a SUCCESS or
 * FAILURE badge and the date, 7 to a page, read from this device's mirror.
 */
export default function PaymentLogsPage() {
  const { rows, loaded } = useMirrorList<PaymentLog>('paymentLogs');
  const { refreshing } = useRefresh('paymentLogs', loadPaymentLogs);
  const [page, setPage] = useState(0);
  const shown = pageSlice(rows, page);

  return (
    <div className="page logs-page">
      <div className="page__header">
        <h1>Payments</h1>
        <LastUpdated name="paymentLogs" />
      </div>
      {!loaded || (refreshing && rows.length === 0) ? (
        <Loader label="Loading your payments…" />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className="log-list" aria-label="Payments">
            {shown.map((row) => {
              const badge = paymentBadge(row.status);
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
                        {row.vehicleMasterDetails.name}
                      </a>
                    ) : (
                      <span className="log-row__title">{row.vehicleMasterDetails.name}</span>
                    )}
                    <span className="log-row__meta">{formatDate(row.createdOn)}</span>
                  </div>
                  <div className="log-row__amount">
                    <span className="log-row__money">{formatMoney(row.amount)}</span>
                    {row.surcharge > 0 && (
                      <span className="log-row__meta">
                        incl. {formatMoney(row.surcharge)} card surcharge
                      </span>
                    )}
                  </div>
                  <div className="log-row__status">
                    <Badge tone={TONE[badge]}>{badge}</Badge>
                    {row.failureMessage && (
                      <span className="log-row__meta">{row.failureMessage}</span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <Pager page={page} total={rows.length} onChange={setPage} label="Payments pages" />
        </>
      )}
    </div>
  );
}
