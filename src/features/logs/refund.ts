import type { PaymentLog } from '../../../contract/payments/answers';
import type { PaymentRefund } from '../../../contract/payments/refunds';
import { formatDate, formatMoney } from '../../lib/format';

/** The payment's refund; rows mirrored before refunds were sent have none to show. */
export const refundOf = (row: PaymentLog): PaymentRefund | null => row.refund ?? null;

/** 'Refunded $510.00 on 12 Mar, 2026', or, while it is owed, 'Refund of $510.00 on its way'. */
export const refundWords = (refund: PaymentRefund): string =>
  refund.status === 'refunded'
    ? `Refunded ${formatMoney(refund.amount)} on ${formatDate(refund.on)}`
    : `Refund of ${formatMoney(refund.amount)} on its way`;
