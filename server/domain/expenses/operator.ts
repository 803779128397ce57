import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract/common';
import type { ExpenseStatus } from '../../../contract/expenses';
import type { Db } from '../../db/open';
import { catalogVariants, customers, expenses, vehicles } from '../../db/schema';
import { HttpError } from '../../http';
import { isUuid } from '../../db/uuid';
import { fullName } from '../accounts/full-name';

/** The provider's side of a claim, which SPEC does not show: SUBMITTED → APPROVED → PAID, or REJECTED. */
export type ClaimSummary = {
  id: string;
  customerEmail: string;
  vehicle: string;
  type: string;
  amount: number;
  expenseDate: string;
  status: ExpenseStatus;
  isApproved: boolean;
  isPaid: boolean;
  createdOn: string;
};

export type CustomerSummary = {
  id: string;
  email: string;
  name: string;
  vehicles: number;
  claims: number;
  createdOn: string;
};

export async function listCustomers(db: Db): Promise<CustomerSummary[]> {
  // The outer row is named in full: in a select list Drizzle writes the customers.id column as a bare
  // "id", which inside the subquery is the vehicle's (or claim's) own id, and every count was 0.
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      createdOn: customers.createdOn,
      vehicles: sql<number>`(select count(*)::int from ${vehicles} v where v.customer_id = "customers"."id" and not v.is_deleted)`,
      claims: sql<number>`(select count(*)::int from ${expenses} e where e.customer_id = "customers"."id" and not e.is_deleted)`,
    })
    .from(customers)
    .orderBy(asc(customers.createdOn));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: fullName(r.firstName, r.lastName),
    vehicles: Number(r.vehicles),
    claims: Number(r.claims),
    createdOn: r.createdOn.toISOString(),
  }));
}

export async function listClaims(
  db: Db,
  filter: { customerEmail?: string; status?: ExpenseStatus; id?: string } = {},
): Promise<ClaimSummary[]> {
  const conditions = [eq(expenses.isDeleted, false)];
  if (filter.id) conditions.push(eq(expenses.id, filter.id));
  if (filter.customerEmail)
    conditions.push(eq(customers.email, filter.customerEmail.toLowerCase()));
  if (filter.status) conditions.push(eq(expenses.status, filter.status));
  const rows = await db
    .select({ e: expenses, email: customers.email, name: catalogVariants.name })
    .from(expenses)
    .innerJoin(customers, eq(customers.id, expenses.customerId))
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .where(and(...conditions))
    .orderBy(desc(expenses.createdOn));
  return rows.map(({ e, email, name }) => ({
    id: e.id,
    customerEmail: email,
    vehicle: name,
    type: e.type,
    amount: toDollars(e.amountCents),
    expenseDate: e.expenseDate,
    status: e.status as ExpenseStatus,
    isApproved: e.isApproved,
    isPaid: e.isPaid,
    createdOn: e.createdOn.toISOString(),
  }));
}

type Move = {
  from: ExpenseStatus[];
  set: { status: ExpenseStatus; isApproved: boolean; isRejected: boolean; isPaid: boolean };
  verb: string;
};

const MOVES = {
  approve: {
    from: ['SUBMITTED', 'REJECTED'],
    set: { status: 'APPROVED', isApproved: true, isRejected: false, isPaid: false },
    verb: 'approved',
  },
  reject: {
    from: ['SUBMITTED', 'APPROVED'],
    set: { status: 'REJECTED', isApproved: false, isRejected: true, isPaid: false },
    verb: 'rejected',
  },
  pay: {
    from: ['APPROVED'],
    set: { status: 'PAID', isApproved: true, isRejected: false, isPaid: true },
    verb: 'marked paid',
  },
} satisfies Record<string, Move>;

/** One conditional UPDATE: two operators acting at once cannot both move the same claim. */
async function move(db: Db, id: string, m: Move): Promise<ClaimSummary> {
  if (!isUuid(id)) throw new HttpError(404, 'Claim not found');
  const updated = await db
    .update(expenses)
    .set({ ...m.set, updatedOn: new Date() })
    .where(
      and(eq(expenses.id, id), eq(expenses.isDeleted, false), inArray(expenses.status, m.from)),
    )
    .returning({ id: expenses.id });
  if (!updated[0]) {
    const [current] = await db
      .select({ status: expenses.status })
      .from(expenses)
      .where(eq(expenses.id, id));
    if (!current) throw new HttpError(404, 'Claim not found');
    throw new HttpError(409, `Claim is ${current.status} and cannot be ${m.verb}`);
  }
  const [summary] = await listClaims(db, { id });
  if (!summary) throw new HttpError(404, 'Claim not found');
  return summary;
}

export const approveClaim = (db: Db, id: string) => move(db, id, MOVES.approve);
export const rejectClaim = (db: Db, id: string) => move(db, id, MOVES.reject);
export const markClaimPaid = (db: Db, id: string) => move(db, id, MOVES.pay);
