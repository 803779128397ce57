import { desc, eq, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import type { PagingRequest } from '../../../contract/envelope';
import { receiptPath, type PaymentLog } from '../../../contract/payments';
import type { Db } from '../../db/open';
import { catalogVariants, paymentMethods, payments, vehicles } from '../../db/schema';

/** The customer's payments, newest first, one page at a time, each with its receipt link. */
export async function paymentLogs(
  db: Db,
  customerId: string,
  paging: PagingRequest,
): Promise<PaymentLog[]> {
  const rows = await db
    .select({
      payment: payments,
      name: catalogVariants.name,
      body: catalogVariants.body,
      engine: catalogVariants.engine,
      last4: paymentMethods.last4,
      totalCount: sql<number>`(count(*) over ())::int`,
    })
    .from(payments)
    .innerJoin(vehicles, eq(vehicles.id, payments.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(eq(payments.customerId, customerId))
    .orderBy(desc(payments.createdOn), desc(payments.id))
    .limit(paging.next)
    .offset(paging.offset * paging.next);
  return rows.map(({ payment, name, body, engine, last4, totalCount }) => ({
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
  }));
}
