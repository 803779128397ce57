import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { PAYMENT_SUCCEEDED } from '../../../contract/payments/answers';
import { gstIncluded } from '../../../contract/payments/quotes';
import type { Supplier } from '../../../contract/invoices';
import type { Db } from '../../db/open';
import { catalogVariants, paymentMethods, payments, refunds, vehicles } from '../../db/schema';

/** Everything a tax invoice prints, amounts in cents. */
export type TaxInvoice = {
  paymentId: string;
  invoiceNumber: string;
  issuedOn: Date;
  supplier: Supplier;
  customer: { name: string; company: string; email: string; address: string };
  vehicle: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  method: 'card' | 'bank';
  last4: string;
  baseCents: number;
  surchargeCents: number;
  totalCents: number;
  gstCents: number;
  /**
   * Paid back in full because its plan or vehicle ended while it was on its way: `madeOn` is
   * null while the refund is owed, else the day of its adjustment note. The invoice itself
   * stays as issued.
   */
  refund: { cents: number; madeOn: Date | null } | null;
};

/**
 * The customer's paid payments as tax invoices, oldest first. Only a succeeded payment is a
 * supply that was paid for; a declined or still-settling one gets no invoice.
 */
async function invoicesWhere(db: Db, supplier: Supplier, filter: SQL): Promise<TaxInvoice[]> {
  const rows = await db
    .select({
      payment: payments,
      vehicle: { name: catalogVariants.name, body: catalogVariants.body },
      rego: vehicles.registrationNumber,
      last4: paymentMethods.last4,
      refund: { cents: refunds.amountCents, status: refunds.status, madeOn: refunds.refundedOn },
    })
    .from(payments)
    .innerJoin(vehicles, eq(vehicles.id, payments.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.status, PAYMENT_SUCCEEDED), filter))
    .orderBy(asc(payments.createdOn), asc(payments.id));
  return rows.map(({ payment, vehicle, rego, last4, refund }) => ({
    paymentId: payment.id,
    invoiceNumber: payment.invoiceNumber,
    issuedOn: payment.createdOn,
    supplier,
    // As the buyer was when it was paid (payments.buyer_*), not as their profile reads now: an
    // issued invoice does not change. A trigger fills these whenever a row becomes 'succeeded'.
    customer: {
      name: payment.buyerName ?? '',
      company: payment.buyerCompany ?? '',
      email: payment.buyerEmail ?? '',
      address: payment.buyerAddress ?? '',
    },
    vehicle: [`${vehicle.name} ${vehicle.body}`.trim(), rego].filter(Boolean).join(', rego '),
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    method: payment.method,
    last4: last4 ?? '',
    baseCents: payment.baseAmountCents,
    surchargeCents: payment.surchargeCents,
    totalCents: payment.amountCents,
    gstCents: gstIncluded(payment.amountCents),
    refund:
      refund?.cents == null
        ? null
        : { cents: refund.cents, madeOn: refund.status === 'refunded' ? refund.madeOn : null },
  }));
}

/** One payment's tax invoice, or null when it is not the customer's or not paid. */
export async function taxInvoiceFor(
  db: Db,
  supplier: Supplier,
  customerId: string,
  paymentId: string,
): Promise<TaxInvoice | null> {
  const rows = await invoicesWhere(
    db,
    supplier,
    and(eq(payments.customerId, customerId), eq(payments.id, paymentId)) as SQL,
  );
  return rows[0] ?? null;
}

/** The customer's tax invoices issued in [from, to). */
export function taxInvoicesBetween(
  db: Db,
  supplier: Supplier,
  customerId: string,
  from: Date,
  to: Date,
): Promise<TaxInvoice[]> {
  return invoicesWhere(
    db,
    supplier,
    and(
      eq(payments.customerId, customerId),
      gte(payments.createdOn, from),
      lt(payments.createdOn, to),
    ) as SQL,
  );
}

/** The customer's refunds made in [from, to), each with the tax invoice it adjusts. */
export function refundedBetween(
  db: Db,
  supplier: Supplier,
  customerId: string,
  from: Date,
  to: Date,
): Promise<TaxInvoice[]> {
  return invoicesWhere(
    db,
    supplier,
    and(
      eq(payments.customerId, customerId),
      eq(refunds.status, 'refunded'),
      gte(refunds.refundedOn, from),
      lt(refunds.refundedOn, to),
    ) as SQL,
  );
}
