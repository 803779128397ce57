import { and, eq, sql, type SQL } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import {
  EXPENSE_STATUSES,
  maskAccount,
  type Expense,
  type ExpenseListRow,
  type ExpenseStatus,
} from '../../../contract/expenses';
import type { Db } from '../../db/open';
import { isoTime, listTotal, newestFirstPageIds, vehicleLabelJson } from '../../db/json-page';
import { preparedFor } from '../../db/prepared';
import {
  fromVersionedSession,
  versionedPage,
  type VersionedKey,
  type VersionedRows,
} from '../accounts/list-version';
import { alias } from 'drizzle-orm/pg-core';
import {
  catalogVariants,
  customers,
  expenses,
  sessions,
  vehicleMembers,
  vehicles,
} from '../../db/schema';
import { fullName } from '../accounts/full-name';
import type { VehicleLabel } from '../../../contract/vehicle-label';
import { vehicleLabelOf } from '../vehicles/label';

const filers = alias(customers, 'filer');

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
  filerFirstName: filers.firstName,
  filerLastName: filers.lastName,
};

type Joined = VehicleLabel & {
  expense: typeof expenses.$inferSelect;
  firstName: string;
  lastName: string;
  email: string;
  filerFirstName: string | null;
  filerLastName: string | null;
};

const asStatus = (s: string): ExpenseStatus =>
  (EXPENSE_STATUSES as readonly string[]).includes(s) ? (s as ExpenseStatus) : 'SUBMITTED';

export function toExpense(row: Joined): Expense {
  const e = row.expense;
  return expenseOf(
    { ...e, createdOn: e.createdOn.toISOString(), updatedOn: e.updatedOn.toISOString() },
    row,
  );
}

/** An expense row with its times as ISO strings, as the list page reads it. */
type ExpenseFields = Omit<typeof expenses.$inferSelect, 'createdOn' | 'updatedOn'> & {
  createdOn: string;
  updatedOn: string;
};

/**
 * A claim's account as its reader may see it: only the customer who filed a claim sees the
 * account it is paid into (masked); the owner of a shared vehicle and its drivers see none of
 * each other's (issue 30). `findExpense` answers the filer alone.
 */
const accountFor = (account: string): string => (account === '' ? '' : maskAccount(account));

function expenseOf(e: ExpenseFields, row: Omit<Joined, 'expense'>): Expense {
  const status = asStatus(e.status);
  return {
    id: e.id,
    tenantId: TENANT_ID,
    slug: e.slug,
    createdBy: e.customerId,
    updatedBy: status === 'SUBMITTED' ? e.customerId : OPERATOR,
    createdOn: e.createdOn,
    updatedOn: e.updatedOn,
    isDeleted: e.isDeleted,
    isActive: !e.isDeleted,
    customerDetail: { fullName: fullName(row.firstName, row.lastName), email: row.email },
    customer: e.customerId,
    amount: toDollars(e.amountCents),
    month: e.month,
    year: e.year,
    status,
    vehicle: e.vehicleId,
    expenseDate: e.expenseDate,
    type: e.type,
    reciept: e.reciept,
    account: accountFor(e.account),
    bsb: e.bsb,
    vehicleMasterDetails: vehicleLabelOf(row),
    isApproved: e.isApproved,
    isPaid: e.isPaid,
    filedBy: {
      id: e.filedBy ?? e.customerId,
      fullName: fullName(row.filerFirstName ?? row.firstName, row.filerLastName ?? row.lastName),
    },
  };
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(expenses)
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .innerJoin(customers, eq(customers.id, expenses.customerId))
    .leftJoin(filers, eq(filers.id, expenses.filedBy));

export async function findExpense(db: Db, where: SQL | undefined): Promise<Expense | null> {
  // and() is typed as possibly empty; an empty filter would match any customer's claim.
  if (!where) throw new Error('findExpense needs a filter');
  const [row] = await joined(db).where(where).limit(1);
  return row ? toExpense(row) : null;
}

type PageRow = ExpenseFields & Omit<Joined, 'expense'>;

/**
 * One statement for the whole page: from the live session (sessions ⋈ customers, on the
 * sessions primary key) it reads the session's times, the filter's total and the page itself as
 * one JSON array built by PostgreSQL. Decoding one JSON value costs the server far less than
 * decoding and mapping some thirty columns of each row on their own.
 */
const expensePage = preparedFor((db, name) => {
  // Inside the subqueries "sessions" is the outer row: the live session's customer. Their claims
  // are those of the vehicles they own and of those shared with them now (vehicle_members read in
  // the same statement: a removed driver's next page has none of the vehicle's claims).
  const shared = sql`${expenses.vehicleId} in (select ${vehicleMembers.vehicleId} from ${vehicleMembers} where ${vehicleMembers.customerId} = ${sessions.customerId})`;
  const mine = and(
    sql`(${eq(expenses.customerId, sessions.customerId)} or ${shared})`,
    eq(expenses.isDeleted, false),
  );
  const filedHere = sql`${expenses.filedBy} = ${sessions.customerId}`;
  const pageIds = newestFirstPageIds(db, expenses, mine);
  const e = expenses;
  const page = sql<PageRow[] | null>`(select json_agg(json_build_object(
      'id', ${e.id}, 'customerId', ${e.customerId}, 'vehicleId', ${e.vehicleId},
      'slug', ${e.slug}, 'type', ${e.type}, 'amountCents', ${e.amountCents},
      'expenseDate', ${e.expenseDate}, 'month', ${e.month}, 'year', ${e.year},
      'status', ${e.status}, 'isApproved', ${e.isApproved}, 'isPaid', ${e.isPaid},
      'reciept', ${e.reciept},
      'account', case when ${filedHere} then ${e.account} else '' end,
      'bsb', case when ${filedHere} then ${e.bsb} else '' end,
      'filedBy', ${e.filedBy}, 'filerFirstName', ${filers.firstName},
      'filerLastName', ${filers.lastName},
      'isDeleted', ${e.isDeleted}, 'createdOn', ${isoTime(e.createdOn)},
      'updatedOn', ${isoTime(e.updatedOn)}, ${vehicleLabelJson},
      'firstName', ${customers.firstName}, 'lastName', ${customers.lastName},
      'email', ${customers.email}
    ) order by ${e.createdOn} desc, ${e.id} desc)
    from ${expenses}
    inner join ${vehicles} on ${vehicles.id} = ${e.vehicleId}
    inner join ${catalogVariants} on ${catalogVariants.id} = ${vehicles.vehicleMasterId}
    inner join ${customers} on ${customers.id} = ${e.customerId}
    left join ${customers} as "filer" on ${filers.id} = ${e.filedBy}
    where ${e.id} in ${pageIds})`;
  // Inside the subqueries "sessions" is the outer row: the live session's customer.
  const total = listTotal(expenses, mine);
  return fromVersionedSession(db, {
    page: page,
    totalCount: total,
  }).prepare(name);
}, 'expense_page');

/**
 * `POST /api/customer/monthly/expenses`: one page, newest first, each row carrying the filter's
 * total. The page's ids are cut on expenses_customer_created_idx before anything is joined, and
 * the total is counted on the same index in the same query, so a page view joins 7 claims, not all of them.
 */
export async function listExpenses(
  db: Db,
  key: VersionedKey,
  paging: { offset: number; next: number },
): Promise<VersionedRows<ExpenseListRow>> {
  return versionedPage(expensePage(db), key, paging, (row) => {
    const totalCount = Number(row.totalCount ?? 0);
    return (row.page ?? []).map((page) => ({ ...expenseOf(page, page), totalCount }));
  });
}
