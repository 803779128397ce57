import { Link, useParams } from 'react-router-dom';
import { formatAbn } from '../../../contract/abn';
import { invoicePdfPath } from '../../../contract/invoices';
import { type PaymentLog } from '../../../contract/payments/answers';
import { paymentBadge } from '../../../contract/payments/labels';
import { gstIncluded } from '../../../contract/payments/quotes';
import { toCents, toDollars } from '../../../contract/common';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import { formatDate, formatMoney } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useMirrorRow, useRefresh } from '../../offline/react/mirror';
import { Loader } from '../../ui/Loader';
import { loadPaymentLogs } from './api';
import { refundOf, refundWords } from './refund';
import { useSupplier } from './useSupplier';
import './logs.css';

const methodLine = (row: PaymentLog) =>
  row.method === 'card'
    ? `Card ending ${row.last4 || '····'}`
    : `Direct debit from account ending ${row.last4 || '····'}`;

/**
 * A payment's receipt (its invoiceUrl) and, once paid, its tax invoice: the seller's name, ABN
 * and address, the customer, the plan amount, the card surcharge line, the GST-inclusive total
 * and the GST in it; a payment paid back says when and how much, with its adjustment note. Read from the payments mirror, so it opens offline; printing leaves out the
 * app around it, and the PDF is the same invoice built by the server.
 */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { row, loaded } = useMirrorRow('paymentLogs', id);
  const { refreshing } = useRefresh('paymentLogs', loadPaymentLogs);
  const supplier = useSupplier();
  const session = useSession();
  const customerName = session.status === 'signed-in' ? session.user.fullName : '';

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
  const paid = badge === 'SUCCESS';
  const refund = paid ? refundOf(row) : null;

  return (
    <div className="page receipt invoice">
      <div className="page__header">
        <h1>{paid ? 'Tax invoice / Receipt' : 'Payment record'}</h1>
        <div className="receipt__actions">
          {paid && (
            <a className="button button--secondary" href={invoicePdfPath(row.id)} download>
              Download PDF
            </a>
          )}
          {refund?.adjustmentNoteUrl && (
            <a className="button button--secondary" href={refund.adjustmentNoteUrl} download>
              Adjustment note (PDF)
            </a>
          )}
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      {paid &&
        (supplier ? (
          <address className="receipt__supplier" aria-label="Supplier">
            <strong>{supplier.name}</strong>
            <span>ABN {formatAbn(supplier.abn)}</span>
            <span>{supplier.address}</span>
          </address>
        ) : (
          // The seller's lines hold their place on a first visit, until they are fetched.
          <div className="receipt__supplier receipt__supplier--loading" aria-hidden="true">
            <strong>Supplier</strong>
            <span>ABN</span>
            <span>Address</span>
          </div>
        ))}
      <dl className="receipt__facts">
        <div>
          <dt>Invoice number</dt>
          <dd>{row.invoiceNumber}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDate(row.createdOn)}</dd>
        </div>
        {customerName && (
          <div>
            <dt>Customer</dt>
            <dd>{customerName}</dd>
          </div>
        )}
        <div>
          <dt>Vehicle</dt>
          <dd>{formatVehicleLabel(vehicle)}</dd>
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
        {refund && (
          <div>
            <dt>Refund</dt>
            <dd>{refundWords(refund)}</dd>
          </div>
        )}
      </dl>
      {refund && (
        <p className="receipt__refund">
          {refund.status === 'refunded'
            ? 'This payment was paid back because its plan was cancelled, or its vehicle deleted, while it was being processed. The adjustment note takes the refund, and the GST in it, off this tax invoice.'
            : 'This payment went through after its plan was cancelled, or its vehicle deleted, so it is being paid back. An adjustment note will take it off this tax invoice once the refund is made.'}
        </p>
      )}
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
          {refund?.status === 'refunded' && (
            <>
              <tr>
                <th scope="row">Refunded on {formatDate(refund.on)}</th>
                <td>−{formatMoney(refund.amount)}</td>
              </tr>
              <tr className="receipt__total">
                <th scope="row">Price now</th>
                <td>{formatMoney(toDollars(toCents(row.amount) - toCents(refund.amount)))}</td>
              </tr>
              <tr>
                <th scope="row">GST adjustment (decrease)</th>
                <td>−{formatMoney(toDollars(gstIncluded(toCents(refund.amount))))}</td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      <p className="receipt__back">
        <Link className="link-target" to="/payment/logs">
          Back to payments
        </Link>
      </p>
    </div>
  );
}
