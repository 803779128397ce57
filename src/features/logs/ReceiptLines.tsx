import type { PaymentLog } from '../../../contract/payments/answers';
import type { PaymentRefund } from '../../../contract/payments/refunds';
import { gstIncluded } from '../../../contract/payments/quotes';
import { toCents, toDollars } from '../../../contract/common';
import { formatDate, formatMoney } from '../../lib/format';

type Props = { row: PaymentLog; refund: PaymentRefund | null };

/** What was paid: the plan, the card surcharge, the total with its GST, and any refund of it. */
export function ReceiptLines({ row, refund }: Props) {
  const ratePercent =
    row.baseAmount > 0 ? Math.round((row.surcharge / row.baseAmount) * 1000) / 10 : 0;
  const gst = toDollars(gstIncluded(toCents(row.amount)));
  return (
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
  );
}
