import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { catalogVariants, expenses, uploads, vehicles } from '../../db/schema';

export type TaxClaim = {
  id: string;
  expenseDate: string;
  type: string;
  amountCents: number;
  status: string;
  vehicle: string;
  reciept: string;
  receiptSize: number | null;
  receiptType: string | null;
};

/** The customer's claims dated within [firstDay, lastDay], oldest first, deleted ones left out. */
export async function claimsBetween(
  db: Db,
  customerId: string,
  firstDay: string,
  lastDay: string,
): Promise<TaxClaim[]> {
  const rows = await db
    .select({
      expense: expenses,
      name: catalogVariants.name,
      body: catalogVariants.body,
      rego: vehicles.registrationNumber,
      receiptSize: uploads.size,
      receiptType: uploads.mimeType,
    })
    .from(expenses)
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .leftJoin(
      uploads,
      and(eq(uploads.customerId, expenses.customerId), eq(uploads.path, expenses.reciept)),
    )
    .where(
      and(
        eq(expenses.customerId, customerId),
        eq(expenses.isDeleted, false),
        between(expenses.expenseDate, firstDay, lastDay),
      ),
    )
    .orderBy(asc(expenses.expenseDate), asc(expenses.createdOn), asc(expenses.id));
  return rows.map(({ expense, name, body, rego, receiptSize, receiptType }) => ({
    id: expense.id,
    expenseDate: expense.expenseDate,
    type: expense.type,
    amountCents: expense.amountCents,
    status: expense.status,
    vehicle: [`${name} ${body}`.trim(), rego].filter(Boolean).join(', rego '),
    reciept: expense.reciept,
    receiptSize,
    receiptType,
  }));
}
