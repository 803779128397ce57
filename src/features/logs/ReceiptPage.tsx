import { Link, useParams } from 'react-router-dom';
import { invoicePdfPath } from '../../../contract/invoices';
import { paymentBadge } from '../../../contract/payments/labels';
import { useSession } from '../../offline/react/useSession';
import { useMirrorRow, useRefresh } from '../../offline/react/mirror';
import { Loader } from '../../ui/Loader';
import { loadPaymentLogs } from './api';
import { ReceiptFacts } from './ReceiptFacts';
import { ReceiptLines } from './ReceiptLines';
import { ReceiptSupplier } from './ReceiptSupplier';
import { refundOf } from './refund';
import { useSupplier } from './useSupplier';
import './logs.css';

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
      {paid && <ReceiptSupplier supplier={supplier} />}
      <ReceiptFacts row={row} customerName={customerName} badge={badge} refund={refund} />
      {refund && (
        <p className="receipt__refund">
          {refund.status === 'refunded'
            ? 'This payment was paid back because its plan was cancelled, or its vehicle deleted, while it was being processed. The adjustment note takes the refund, and the GST in it, off this tax invoice.'
            : 'This payment went through after its plan was cancelled, or its vehicle deleted, so it is being paid back. An adjustment note will take it off this tax invoice once the refund is made.'}
        </p>
      )}
      <ReceiptLines row={row} refund={refund} />
      <p className="receipt__back">
        <Link className="link-target" to="/payment/logs">
          Back to payments
        </Link>
      </p>
    </div>
  );
}
