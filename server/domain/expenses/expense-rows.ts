import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import {
  EXPENSE_STATUSES,
  maskAccount,
  type Expense,
  type ExpenseListRow,
  type ExpenseStatus,
} from '../../../contract/expenses';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import {
  scoped,
  sessionCustomerId,
  sessionTimes,
  type ScopedRows,
  type SessionKey,
} from '../accounts/session-scope';
import { catalogVariants, customers, expenses, vehicles } from '../../db/schema';

/** Single-tenant service: every row belongs to the one provider. */
export const TENANT_ID = 'cargo';
export const OPERATOR = 'operator';

const columns = {
  expense: expenses,
  name: catalogVariants.name,
  body: catalogVariants.body,
  engine: catalogVariants.engine,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
};

type Joined = {
  expense: typeof expenses.$inferSelect;
  name: string;
  body: string;
  engine: string;
  firstName: string;
  lastName: string;
  email: string;
};

const asStatus = (s: string): ExpenseStatus =>
  (EXPENSE_STATUSES as readonly string[]).includes(s) ? (s as ExpenseStatus) : 'SUBMITTED';

export function toExpense(row: Joined): Expense {
  const e = row.expense;
  const status = asStatus(e.status);
  return {
    id: e.id,
    tenantId: TENANT_ID,
    slug: e.slug,
    createdBy: e.customerId,
    updatedBy: status === 'SUBMITTED' ? e.customerId : OPERATOR,
    createdOn: e.createdOn.toISOString(),
    updatedOn: e.updatedOn.toISOString(),
    isDeleted: e.isDeleted,
    isActive: !e.isDeleted,
    customerDetail: { fullName: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    customer: e.customerId,
    amount: toDollars(e.amountCents),
    month: e.month,
    year: e.year,
    status,
    vehicle: e.vehicleId,
    expenseDate: e.expenseDate,
    type: e.type,
    reciept: e.reciept,
    account: maskAccount(e.account),
    bsb: e.bsb,
    vehicleMasterDetails: { name: row.name, body: row.body, engine: row.engine },
    isApproved: e.isApproved,
    isPaid: e.isPaid,
  };
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(expenses)
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .innerJoin(customers, eq(customers.id, expenses.customerId));

export async function findExpense(db: Db, where: SQL | undefined): Promise<Expense | null> {
  // and() is typed as possibly empty; an empty filter would match any customer's claim.
  if (!where) throw new Error('findExpense needs a filter');
  const [row] = await joined(db).where(where).limit(1);
  return row ? toExpense(row) : null;
}

const expensePage = preparedFor((db, name) => {
  const mine = and(eq(expenses.customerId, sessionCustomerId), eq(expenses.isDeleted, false));
  const pageIds = db
    .select({ id: expenses.id })
    .from(expenses)
    .where(mine)
    .orderBy(desc(expenses.createdOn), desc(expenses.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // Inside the subquery "expenses" names its own FROM, not the outer one.
  const total = sql<number>`(select count(*) from ${expenses} where ${mine})::int`;
  return db
    .select({ ...columns, totalCount: total, ...sessionTimes })
    .from(expenses)
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .innerJoin(customers, eq(customers.id, expenses.customerId))
    .where(inArray(expenses.id, pageIds))
    .orderBy(desc(expenses.createdOn), desc(expenses.id))
    .prepare(name);
}, 'expense_page');

/**
 * `POST /api/customer/monthly/expenses`: one page, newest first, each row carrying the filter's
 * total. The page's ids are cut on expenses_customer_created_idx before anything is joined, and
 * the total is counted on the same index in the same query, so a page view joins 7 claims, not all of them.
 */
export async function listExpenses(
  db: Db,
  key: SessionKey,
  paging: { offset: number; next: number },
): Promise<ScopedRows<ExpenseListRow>> {
  const rows = await expensePage(db).execute({
    ...key,
    limit: paging.next,
    offset: paging.offset * paging.next,
  });
  return scoped(
    rows.map((row) => ({ ...toExpense(row), totalCount: Number(row.totalCount) })),
    rows[0],
  );
}
