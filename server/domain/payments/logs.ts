import { desc, eq, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import type { PagingRequest } from '../../../contract/envelope';
import { receiptPath, type PaymentLog } from '../../../contract/payments/answers';
import { adjustmentNotePdfPath, type PaymentRefund } from '../../../contract/payments/refunds';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import {
  fromVersionedSession,
  versionedPage,
  type VersionedKey,
  type VersionedRows,
} from '../accounts/list-version';
import { isoTime, joinVehicleLabel, vehicleLabelJson } from '../../db/json-page';
import { paymentMethods, payments, paymentTallies, refunds, sessions } from '../../db/schema';
import type { VehicleLabel } from '../../../contract/vehicle-label';
import { vehicleLabelOf } from '../vehicles/label';

type PageRow = {
  id: string;
  vehicleId: string;
  amountCents: number;
  baseAmountCents: number;
  surchargeCents: number;
  status: string;
  createdOn: string;
  invoiceNumber: string;
  method: PaymentLog['method'];
  failureMessage: string;
  last4: string | null;
  /** The payment's refund, when its plan or vehicle ended while it was on its way. */
  refundCents: number | null;
  refundStatus: string | null;
  refundOwedOn: string | null;
  refundedOn: string | null;
} & VehicleLabel;

/**
 * The customer's payments, newest first, one page at a time, each with its receipt link, in one
 * statement from the live session (sessions ⋈ customers on the sessions primary key). The page is
 * cut first, as a derived table read off payments_customer_created_idx (offset + 7 index entries),
 * and only its rows are joined; PostgreSQL hands them over as one JSON array. Matching the page's
 * ids back against `payments` instead lets the planner hash the whole table when one customer
 * owns most of it. The total is the customer's tally (payment_tallies, kept by a trigger), not a
 * count of every payment they ever made on each page view.
 */
const paymentPage = preparedFor((db, name) => {
  const p = db
    .select({
      id: payments.id,
      vehicleId: payments.vehicleId,
      paymentMethodId: payments.paymentMethodId,
      amountCents: payments.amountCents,
      baseAmountCents: payments.baseAmountCents,
      surchargeCents: payments.surchargeCents,
      status: payments.status,
      createdOn: payments.createdOn,
      invoiceNumber: payments.invoiceNumber,
      method: payments.method,
      failureMessage: payments.failureMessage,
    })
    .from(payments)
    .where(eq(payments.customerId, sessions.customerId))
    .orderBy(desc(payments.createdOn), desc(payments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const page = sql<PageRow[] | null>`(select json_agg(json_build_object(
      'id', ${p.id}, 'vehicleId', ${p.vehicleId}, 'amountCents', ${p.amountCents},
      'baseAmountCents', ${p.baseAmountCents}, 'surchargeCents', ${p.surchargeCents},
      'status', ${p.status}, 'createdOn', ${isoTime(p.createdOn)},
      'invoiceNumber', ${p.invoiceNumber}, 'method', ${p.method},
      'failureMessage', ${p.failureMessage}, ${vehicleLabelJson},
      'last4', ${paymentMethods.last4},
      'refundCents', ${refunds.amountCents}, 'refundStatus', ${refunds.status},
      'refundOwedOn', ${isoTime(refunds.createdOn)}, 'refundedOn', ${isoTime(refunds.refundedOn)}
    ) order by ${p.createdOn} desc, ${p.id} desc)
    from ${p}
    ${joinVehicleLabel(p.vehicleId)}
    left join ${paymentMethods} on ${paymentMethods.id} = ${p.paymentMethodId}
    left join ${refunds} on ${refunds.paymentId} = ${p.id})`;
  // Inside the subqueries "sessions" is the outer row: the live session's customer.
  const total = sql<number>`coalesce((select ${paymentTallies.payments} from ${paymentTallies}
    where ${paymentTallies.customerId} = ${sessions.customerId}), 0)`;
  return fromVersionedSession(db, {
    page: page,
    totalCount: total,
  }).prepare(name);
}, 'payment_page');

/** One page of the log, read only: settling direct debits is the jobs' work, never a read's. */
export async function paymentLogs(
  db: Db,
  key: VersionedKey,
  paging: PagingRequest,
): Promise<VersionedRows<PaymentLog>> {
  return versionedPage(paymentPage(db), key, paging, (row) => {
    const totalCount = Number(row.totalCount ?? 0);
    return (row.page ?? []).map((page) => toPaymentLog(page, totalCount));
  });
}

function toPaymentLog(row: PageRow, totalCount: number): PaymentLog {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    amount: toDollars(row.amountCents),
    baseAmount: toDollars(row.baseAmountCents),
    surcharge: toDollars(row.surchargeCents),
    status: row.status,
    createdOn: row.createdOn,
    invoiceUrl: receiptPath(row.id),
    invoiceNumber: row.invoiceNumber,
    vehicleMasterDetails: vehicleLabelOf(row),
    totalCount,
    method: row.method,
    last4: row.last4 ?? '',
    failureMessage: row.failureMessage,
    refund: refundOf(row),
  };
}

/** A refund is shown as made only once the provider has made it; until then it is owed. */
function refundOf(row: PageRow): PaymentRefund | null {
  if (row.refundCents === null || row.refundOwedOn === null) return null;
  const made = row.refundStatus === 'refunded' && row.refundedOn !== null;
  return {
    amount: toDollars(row.refundCents),
    status: made ? 'refunded' : 'due',
    on: made && row.refundedOn ? row.refundedOn : row.refundOwedOn,
    adjustmentNoteUrl: made ? adjustmentNotePdfPath(row.id) : null,
  };
}
