import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { BankAccount, PaymentMethodKind, SavedCard } from '../../../contract/payments';
import type { Db } from '../../db/open';
import { paymentMethods } from '../../db/schema';
import { HttpError } from '../../http';

export type MethodRow = typeof paymentMethods.$inferSelect;

const NOT_FOUND: Record<PaymentMethodKind, string> = {
  card: 'Card not found',
  bank: 'Bank account not found',
};

export const toSavedCard = (row: MethodRow): SavedCard => ({
  id: row.id,
  cardNumber: row.last4,
  cardHolderName: row.holderName,
  cardExpiryMonth: row.expMonth ?? 0,
  cardExpiryYear: row.expYear ?? 0,
  isCardDefault: row.isDefault,
  brand: row.brand,
});

export const toBankAccount = (row: MethodRow): BankAccount => ({
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
 * The customer's saved cards or banks, oldest first. SPEC §9: when none is default the first is
 * chosen, so a list without a default is repaired here, once, in the database.
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
  const first = rows[0];
  if (first && !rows.some((r) => r.isDefault)) {
    await db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, first.id));
    first.isDefault = true;
  }
  return rows;
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

/**
 * Records a method the provider has accepted. The first saved card or bank becomes the default
 * (SPEC §9); saving the same provider method twice updates the one row.
 */
export async function recordMethod(
  db: Db,
  customerId: string,
  input: NewMethod,
): Promise<MethodRow> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(paymentMethods)
      .where(visible(customerId, input.kind))
      .for('update');
    const same = input.save ? existing.find((r) => r.providerId === input.providerId) : undefined;
    const isDefault =
      input.save && (input.makeDefault || existing.length === 0 || !!same?.isDefault);
    if (isDefault) {
      await tx
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(and(visible(customerId, input.kind), eq(paymentMethods.isDefault, true)));
    }
    const values = {
      last4: input.last4,
      brand: input.brand ?? '',
      holderName: input.holderName,
      email: input.email ?? '',
      expMonth: input.expMonth ?? null,
      expYear: input.expYear ?? null,
      bsb: input.bsb ?? '',
      isDefault,
    };
    if (same) {
      const [row] = await tx
        .update(paymentMethods)
        .set(values)
        .where(eq(paymentMethods.id, same.id))
        .returning();
      if (!row) throw new Error('saved method vanished inside its transaction');
      return row;
    }
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        id: crypto.randomUUID(),
        customerId,
        kind: input.kind,
        providerId: input.providerId,
        ...values,
        isDeleted: !input.save,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

export async function setDefaultMethod(
  db: Db,
  customerId: string,
  kind: PaymentMethodKind,
  id: string,
): Promise<MethodRow> {
  return db.transaction(async (tx) => {
    const row = await findMethod(tx, customerId, kind, id);
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(visible(customerId, kind), ne(paymentMethods.id, id)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
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
  return db.transaction(async (tx) => {
    const row = await findMethod(tx, customerId, kind, id);
    await tx
      .update(paymentMethods)
      .set({ isDeleted: true, isDefault: false })
      .where(eq(paymentMethods.id, id));
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(visible(customerId, kind))
        .orderBy(desc(paymentMethods.createdOn), desc(paymentMethods.id))
        .limit(1);
      if (next) {
        await tx
          .update(paymentMethods)
          .set({ isDefault: true })
          .where(eq(paymentMethods.id, next.id));
      }
    }
    return row;
  });
}
