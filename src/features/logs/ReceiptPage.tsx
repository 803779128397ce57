import { Link, useParams } from 'react-router-dom';
import { gstIncluded, paymentBadge, type PaymentLog } from '../../../contract/payments';
import { toCents, toDollars } from '../../../contract/common';
import { formatDate, formatMoney } from '../../lib/format';
import { useMirrorRow, useRefresh } from '../../offline/mirror';
import { Loader } from '../../ui/Loader';
import { loadPaymentLogs } from './api';
import './logs.css';

const methodLine = (row: PaymentLog) =>
  row.method === 'card'
    ? `Card ending ${row.last4 || '····'}`
    : `Direct debit from account ending ${row.last4 || '····'}`;

/**
 * A payment's receipt (its invoiceUrl): amount, the plan amount, the card surcharge line, GST
 * included, vehicle, date, method and last 4. Read from the payments mirror, so it opens offline.
 */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { row, loaded } = useMirrorRow<PaymentLog>('paymentLogs', id);
  const { refreshing } = useRefresh('paymentLogs', loadPaymentLogs);

  if (!row) {
    return (
      <div className="page receipt">
        <h1>Receipt</h1>
        {!loaded || refreshing ? (
          <Loader label="Loading the receipt…" />
        ) : (
          <p>
            This receipt is not saved on this device. Open it from the{' '}
            <Link to="/payment/logs">payments log</Link> while online.
          </p>
        )}
      </div>
    );
  }

  const badge = paymentBadge(row.status);
  const ratePercent =
    row.baseAmount > 0 ? Math.round((row.surcharge / row.baseAmount) * 1000) / 10 : 0;
  const gst = toDollars(gstIncluded(toCents(row.amount)));
  const vehicle = row.vehicleMasterDetails;

  return (
    <div className="page receipt">
      <div className="page__header">
        <h1>{badge === 'SUCCESS' ? 'Tax invoice / Receipt' : 'Payment record'}</h1>
        <button
          type="button"
          className="button button--secondary receipt__print"
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      <dl className="receipt__facts">
        <div>
          <dt>Invoice number</dt>
          <dd>{row.invoiceNumber}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDate(row.createdOn)}</dd>
        </div>
        <div>
          <dt>Vehicle</dt>
          <dd>{`${vehicle.name}/${vehicle.body}/${vehicle.engine}`}</dd>
        </div>
        <div>
          <dt>Paid by</dt>
          <dd>{methodLine(row)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {badge}
            {row.failureMessage ? ` (${row.failureMessage})` : ''}
          </dd>
        </div>
      </dl>
      <table className="receipt__lines">
        <tbody>
          <tr>
            <th scope="row">Monthly plan</th>
            <td>{formatMoney(row.baseAmount)}</td>
          </tr>
          {row.method === 'card' && (
            <tr>
              <th scope="row">Card surcharge ({ratePercent}%)</th>
              <td>{formatMoney(row.surcharge)}</td>
            </tr>
          )}
          <tr className="receipt__total">
            <th scope="row">Amount</th>
            <td>{formatMoney(row.amount)}</td>
          </tr>
          <tr>
            <th scope="row">GST included (1/11)</th>
            <td>{formatMoney(gst)}</td>
          </tr>
        </tbody>
      </table>
      <p className="receipt__back">
        <Link to="/payment/logs">Back to payments</Link>
      </p>
    </div>
  );
}
