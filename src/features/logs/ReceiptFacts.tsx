import type { PaymentLog } from '../../../contract/payments/answers';
import type { PaymentRefund } from '../../../contract/payments/refunds';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import { formatDate } from '../../lib/format';
import { refundWords } from './refund';

type Props = {
  row: PaymentLog;
  /** The signed-in customer's name; '' leaves the line out. */
  customerName: string;
  badge: string;
  refund: PaymentRefund | null;
};

const methodLine = (row: PaymentLog) =>
  row.method === 'card'
    ? `Card ending ${row.last4 || '····'}`
    : `Direct debit from account ending ${row.last4 || '····'}`;

/** The invoice's facts: its number and date, the customer, the vehicle, how and whether paid. */
export function ReceiptFacts({ row, customerName, badge, refund }: Props) {
  return (
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
        <dd>{formatVehicleLabel(row.vehicleMasterDetails)}</dd>
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
  );
}
