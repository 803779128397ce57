import { desc, eq, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import type { PagingRequest } from '../../../contract/envelope';
import { receiptPath, type PaymentLog } from '../../../contract/payments';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import {
  scoped,
  sessionCustomerId,
  sessionTimes,
  type ScopedRows,
  type SessionKey,
} from '../accounts/session-scope';
import { catalogVariants, paymentMethods, payments, vehicles } from '../../db/schema';

/**
 * The customer's payments, newest first, one page at a time, each with its receipt link.
 * The page is cut first (payments_customer_created_idx, 7 rows read) and only those rows are
 * joined; the total is a count over the same filter. A window count over the joined rows would
 * join and sort every payment the customer ever made on each page view.
 */
const paymentPage = preparedFor((db, name) => {
  const page = db
    .select()
    .from(payments)
    .where(eq(payments.customerId, sessionCustomerId))
    .orderBy(desc(payments.createdOn), desc(payments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      payment: {
        id: page.id,
        vehicleId: page.vehicleId,
        amountCents: page.amountCents,
        baseAmountCents: page.baseAmountCents,
        surchargeCents: page.surchargeCents,
        status: page.status,
        createdOn: page.createdOn,
        invoiceNumber: page.invoiceNumber,
        method: page.method,
        failureMessage: page.failureMessage,
      },
      name: catalogVariants.name,
      body: catalogVariants.body,
      engine: catalogVariants.engine,
      last4: paymentMethods.last4,
      totalCount: sql<number>`(select count(*) from ${payments} where ${payments.customerId} = ${sessionCustomerId})::int`,
      ...sessionTimes,
    })
    .from(page)
    .innerJoin(vehicles, eq(vehicles.id, page.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, page.paymentMethodId))
    .orderBy(desc(page.createdOn), desc(page.id))
    .prepare(name);
}, 'payment_page');

/** One page of the log, read only: settling direct debits is the jobs' work, never a read's. */
export async function paymentLogs(
  db: Db,
  key: SessionKey,
  paging: PagingRequest,
): Promise<ScopedRows<PaymentLog>> {
  const rows = await paymentPage(db).execute({
    ...key,
    limit: paging.next,
    offset: paging.offset * paging.next,
  });
  return scoped(rows.map(toPaymentLog), rows[0]);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof paymentPage>['execute']>>[number];

function toPaymentLog({ payment, name, body, engine, last4, totalCount }: PageRow): PaymentLog {
  return {
    id: payment.id,
    vehicleId: payment.vehicleId,
    amount: toDollars(payment.amountCents),
    baseAmount: toDollars(payment.baseAmountCents),
    surcharge: toDollars(payment.surchargeCents),
    status: payment.status,
    createdOn: payment.createdOn.toISOString(),
    invoiceUrl: receiptPath(payment.id),
    invoiceNumber: payment.invoiceNumber,
    vehicleMasterDetails: { name, body, engine },
    totalCount: Number(totalCount),
    method: payment.method,
    last4: last4 ?? '',
    failureMessage: payment.failureMessage,
  };
}
