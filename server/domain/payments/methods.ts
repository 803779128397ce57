import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { BankAccount } from '../../../contract/payments/banks';
import type { SavedCard } from '../../../contract/payments/cards';
import type { PaymentMethodKind } from '../../../contract/payments/methods';
import type { Db } from '../../db/open';
import { preparedFor } from '../../db/prepared';
import { paymentMethods, sessions } from '../../db/schema';
import { HttpError } from '../../http';
import {
  fromVersionedSession,
  versioned,
  type VersionedKey,
  type VersionedRows,
} from '../accounts/list-version';

export type MethodRow = typeof paymentMethods.$inferSelect;

/** What the saved cards and banks pages show of a method. */
export type ListedMethod = Pick<
  MethodRow,
  | 'id'
  | 'providerId'
  | 'last4'
  | 'brand'
  | 'holderName'
  | 'email'
  | 'expMonth'
  | 'expYear'
  | 'bsb'
  | 'isDefault'
>;

const NOT_FOUND: Record<PaymentMethodKind, string> = {
  card: 'Card not found',
  bank: 'Bank account not found',
};

export const toSavedCard = (row: ListedMethod): SavedCard => ({
  id: row.id,
  cardNumber: row.last4,
  cardHolderName: row.holderName,
  cardExpiryMonth: row.expMonth ?? 0,
  cardExpiryYear: row.expYear ?? 0,
  isCardDefault: row.isDefault,
  brand: row.brand,
});

export const toBankAccount = (row: ListedMethod): BankAccount => ({
  id: row.id,
  isDefault: row.isDefault,
  accountNumber: row.last4,
  fullName: row.holderName,
  bSB: row.bsb,
  paymentMethodId: row.providerId,
  email: row.email,
});

const visible = (customerId: string, kind: PaymentMethodKind) =>
  and(
    eq(paymentMethods.customerId, customerId),
    eq(paymentMethods.kind, kind),
    eq(paymentMethods.isDeleted, false),
  );

/**
 * Serialises every change of a customer's defaults of one kind (saving, making default,
 * deleting) for the rest of the transaction. The database allows one default per customer and
 * kind (payment_methods_one_default); taking this lock first means two concurrent requests never
 * both decide from the same snapshot, and never lock each other's rows in opposite orders.
 */
async function lockDefaults(tx: Db, customerId: string, kind: PaymentMethodKind): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`payment-default:${customerId}:${kind}`}, 0))`,
  );
}

/** Runs `change` in a transaction that takes the customer's defaults lock of `kind` first. */
function withDefaultsLocked<T>(
  db: Db,
  customerId: string,
  kind: PaymentMethodKind,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockDefaults(tx, customerId, kind);
    return change(tx);
  });
}

/** Takes a method off the customer's list. The row stays (soft delete): past payments name it. */
async function unlist(tx: Db, id: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDeleted: true, isDefault: false })
    .where(eq(paymentMethods.id, id));
}

/** Moves the default to `id` in one statement: the old default off, the new one on. */
async function moveDefault(
  tx: Db,
  customerId: string,
  kind: PaymentMethodKind,
  id: string,
): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: sql`${paymentMethods.id} = ${id}` })
    .where(
      and(
        visible(customerId, kind),
        or(eq(paymentMethods.isDefault, true), eq(paymentMethods.id, id)),
      ),
    );
}

/**
 * The customer's saved cards or banks, oldest first. SPEC §9: when none is default the first is
 * chosen; the saves and deletes keep one default, and a list read never writes, so the first is
 * shown (and charged) as the default if none is marked.
 */
export async function listMethods(
  db: Db,
  customerId: string,
  kind: PaymentMethodKind,
): Promise<MethodRow[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(visible(customerId, kind))
    .orderBy(asc(paymentMethods.createdOn), asc(paymentMethods.id));
  return withFirstAsDefault(rows);
}

function withFirstAsDefault<T extends { isDefault: boolean }>(rows: T[]): T[] {
  const first = rows[0];
  if (first && !rows.some((r) => r.isDefault))
    return [{ ...first, isDefault: true }, ...rows.slice(1)];
  return rows;
}

/**
 * The customer's saved methods of one kind, oldest first, from the live session in one statement
 * (sessions ⋈ customers on the sessions primary key), as one JSON array PostgreSQL builds; none
 * of it when the caller's copy is still current (list-version.ts).
 */
const methodPage = preparedFor((db, name) => {
  const m = paymentMethods;
  // Inside the subquery "sessions" is the outer row: the live session's customer.
  const page = sql<ListedMethod[] | null>`(select json_agg(json_build_object(
      'id', ${m.id}, 'providerId', ${m.providerId}, 'last4', ${m.last4}, 'brand', ${m.brand},
      'holderName', ${m.holderName}, 'email', ${m.email}, 'expMonth', ${m.expMonth},
      'expYear', ${m.expYear}, 'bsb', ${m.bsb}, 'isDefault', ${m.isDefault}
    ) order by ${m.createdOn} asc, ${m.id} asc)
    from ${paymentMethods}
    where ${m.customerId} = ${sessions.customerId} and ${m.kind} = ${sql.placeholder('kind')}
      and not ${m.isDeleted})`;
  return fromVersionedSession(db, { page }).prepare(name);
}, 'method_page');

/** The same list for the saved cards and banks pages, read with its session in one statement. */
export async function listMethodsForSession<T>(
  db: Db,
  key: VersionedKey,
  kind: PaymentMethodKind,
  toRow: (method: ListedMethod) => T,
): Promise<VersionedRows<T>> {
  const [found] = await methodPage(db).execute({ ...key, kind });
  return versioned(found, (row) => withFirstAsDefault(row.page ?? []).map(toRow));
}

export async function findMethod(
  db: Db,
  customerId: string,
  kind: PaymentMethodKind,
  id: string,
): Promise<MethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(visible(customerId, kind), eq(paymentMethods.id, id)));
  if (!row) throw new HttpError(404, NOT_FOUND[kind]);
  return row;
}

/** The customer's default card or bank, if they have one. */
export async function defaultMethod(
  db: Db,
  customerId: string,
  kind: PaymentMethodKind,
): Promise<MethodRow | null> {
  const rows = await listMethods(db, customerId, kind);
  return rows.find((r) => r.isDefault) ?? null;
}

export type NewMethod = {
  kind: PaymentMethodKind;
  providerId: string;
  last4: string;
  brand?: string;
  holderName: string;
  email?: string;
  expMonth?: number | null;
  expYear?: number | null;
  bsb?: string;
  makeDefault: boolean;
  /** 'Save … for future use?' unticked: kept only so the payment can name it, never listed. */
  save: boolean;
};

/** A recorded method, and whether this call added it (rather than finding it saved already). */
export type RecordedMethod = MethodRow & { created: boolean };

/**
 * Records a method the provider has accepted. The first saved card or bank becomes the default
 * (SPEC §9), as does one saved with makeDefault; saving the same provider method twice updates
 * the one row. `deferDefault` (saving while paying) leaves the default alone until the payment
 * has an answer: see settleSavedMethod.
 */
export async function recordMethod(
  db: Db,
  customerId: string,
  input: NewMethod,
  options: { deferDefault?: boolean } = {},
): Promise<RecordedMethod> {
  return withDefaultsLocked(db, customerId, input.kind, async (tx) => {
    const values = {
      last4: input.last4,
      brand: input.brand ?? '',
      holderName: input.holderName,
      email: input.email ?? '',
      expMonth: input.expMonth ?? null,
      expYear: input.expYear ?? null,
      bsb: input.bsb ?? '',
    };
    const [same] = input.save
      ? await tx
          .select()
          .from(paymentMethods)
          .where(
            and(visible(customerId, input.kind), eq(paymentMethods.providerId, input.providerId)),
          )
          .limit(1)
      : [];
    let row: MethodRow | undefined;
    if (same) {
      [row] = await tx
        .update(paymentMethods)
        .set(values)
        .where(eq(paymentMethods.id, same.id))
        .returning();
    } else {
      [row] = await tx
        .insert(paymentMethods)
        .values({
          id: crypto.randomUUID(),
          customerId,
          kind: input.kind,
          providerId: input.providerId,
          ...values,
          isDefault: false,
          isDeleted: !input.save,
        })
        .returning();
    }
    if (!row) throw new Error('saved method vanished inside its transaction');
    if (
      input.save &&
      !options.deferDefault &&
      (input.makeDefault || !(await hasDefault(tx, customerId, input.kind)))
    ) {
      await moveDefault(tx, customerId, input.kind, row.id);
      row = { ...row, isDefault: true };
    }
    return { ...row, created: !same };
  });
}

async function hasDefault(tx: Db, customerId: string, kind: PaymentMethodKind): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(visible(customerId, kind), eq(paymentMethods.isDefault, true)))
    .limit(1);
  return rows.length > 0;
}

/**
 * After paying with a method saved in the same request: a method whose payment went through
 * (or is processing) takes the default it asked for, or the default if there is none; one whose
 * payment was declined is not kept if this request added it, so a declined card is never listed
 * and never charged for a renewal.
 */
export async function settleSavedMethod(
  db: Db,
  customerId: string,
  method: RecordedMethod,
  outcome: { paid: boolean; makeDefault: boolean },
): Promise<void> {
  if (method.isDeleted) return;
  await withDefaultsLocked(db, customerId, method.kind, async (tx) => {
    if (!outcome.paid) {
      if (method.created) await unlist(tx, method.id);
      return;
    }
    if (outcome.makeDefault || !(await hasDefault(tx, customerId, method.kind))) {
      await moveDefault(tx, customerId, method.kind, method.id);
    }
  });
}

export async function setDefaultMethod(
  db: Db,
  customerId: string,
  kind: PaymentMethodKind,
  id: string,
): Promise<MethodRow> {
  return withDefaultsLocked(db, customerId, kind, async (tx) => {
    const row = await findMethod(tx, customerId, kind, id);
    await moveDefault(tx, customerId, kind, id);
    return { ...row, isDefault: true };
  });
}

/**
 * Removes a saved method from the customer's list; when it was the default, the newest other one
 * takes its place. The row stays (soft delete) because past payments name it.
 */
export async function deleteMethod(
  db: Db,
  customerId: string,
  kind: PaymentMethodKind,
  id: string,
): Promise<MethodRow> {
  return withDefaultsLocked(db, customerId, kind, async (tx) => {
    const row = await findMethod(tx, customerId, kind, id);
    await unlist(tx, id);
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(visible(customerId, kind))
        .orderBy(desc(paymentMethods.createdOn), desc(paymentMethods.id))
        .limit(1);
      if (next) await moveDefault(tx, customerId, kind, next.id);
    }
    return row;
  });
}
