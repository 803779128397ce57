import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { toCents } from '../../../contract/common';
import {
  adhocExpenseRequest,
  joinAccount,
  maskAccount,
  type AdhocExpenseRequest,
  type Expense,
} from '../../../contract/expenses';
import { insertOnce, type Saved } from '../../db/insert-once';
import type { Db } from '../../db/open';
import { expenses } from '../../db/schema';
import { HttpError, notFound } from '../../http';
import type { ReceiptStore } from '../../storage/receipt-store';
import { findOwnUpload } from '../uploads/uploads';
import { findExpense } from './expense-rows';
import { SUBSCRIPTION_STATUS } from '../../../contract/subscription-status';
import { CAN_RECORD, vehicleAccess } from '../drivers/access';
import { keepFirstPayoutAccount, openPayoutAccount } from '../payout/accounts';
import { seal } from '../payout/seal';
import { enteredOf, taxInvoiceOf } from './reading';

const byFilerKey = (filerId: string, key: string) =>
  and(eq(expenses.filedBy, filerId), eq(expenses.idempotencyKey, key));

/**
 * Files an adhoc claim (SPEC §5 model rules): a subscribed vehicle the filer owns or drives (the
 * claim is the owner's, `filed_by` the filer, paid into the filer's account); a receipt
 * the customer uploaded, whose bytes are in the receipt store, and no other claim cites; amount,
 * date, type and ABN as the contract checks; paid into the account typed, or the payout account
 * the server keeps (`payout: 'saved'`), which a first typed one may become (`keepPayout`).
 * With an idempotency key a repeat, also a concurrent one, answers the first claim: the unique
 * index (customer_id, idempotency_key) lets exactly one insert through.
 */
export async function createAdhocExpense(
  db: Db,
  filerId: string,
  input: AdhocExpenseRequest,
  idempotencyKey: string | undefined,
  receipts: ReceiptStore,
  payoutKey: Buffer,
): Promise<Saved<Expense>> {
  const findByKey = (on: Db, key: string) => findExpense(on, byFilerKey(filerId, key));
  return insertOnce(db, idempotencyKey, findByKey, async (savedMeanwhile) => {
    const body = adhocExpenseRequest.parse(input);
    const { vehicle, ownerId } = await vehicleAccess(db, filerId, body.vehicle, CAN_RECORD);
    if (vehicle.subscribeStatus !== SUBSCRIPTION_STATUS.SUBSCRIBED) {
      throw new HttpError(422, 'Claims can only be made for a subscribed vehicle');
    }
    if (!(await findOwnUpload(db, receipts, filerId, body.reciept))) throw notFound('Receipt');
    const [cited] = await db
      .select({ key: expenses.idempotencyKey })
      .from(expenses)
      .where(and(eq(expenses.filedBy, filerId), eq(expenses.reciept, body.reciept)))
      .limit(1);
    if (cited) {
      // A concurrent duplicate of this very request committed since the key lookup above.
      const again = cited.key === idempotencyKey ? await savedMeanwhile(db) : undefined;
      if (again) return again;
      throw new HttpError(409, 'This receipt is already on another claim');
    }
    const claim = await insertClaim(db, filerId, ownerId, body, idempotencyKey, payoutKey);
    if (claim) return { row: claim, created: true };
    // The unique (customer_id, idempotency_key) index held the key: a concurrent repeat's claim.
    const winner = await savedMeanwhile(db);
    // The key is the owner's already, on a claim someone else filed: never hand theirs back.
    if (!winner) throw new HttpError(409, 'Idempotency-Key is already used');
    return winner;
  });
}

/**
 * Inserts a checked claim with the client's key, paid into the account it names, and keeps a
 * first typed account as the payout account when asked. Null when the owner's claims already
 * hold the key.
 */
async function insertClaim(
  db: Db,
  filerId: string,
  customerId: string,
  body: AdhocExpenseRequest,
  idempotencyKey: string | undefined,
  payoutKey: Buffer,
): Promise<Expense | null> {
  // The saved payout account is resolved here, on the server: the device never held its number.
  // The claim keeps the account it is paid into, as a typed one: a later change of the payout
  // account does not redirect a claim already filed.
  const payTo =
    body.payout === 'saved'
      ? await openPayoutAccount(db, payoutKey, filerId)
      : { bsb: body.bsb ?? '', accountNumber: (body.account ?? '').split(' ')[1] ?? '' };

  const paidInto = joinAccount(payTo.bsb, payTo.accountNumber);
  const id = randomUUID();
  const amountCents = toCents(body.amount);
  const [year, month] = body.expenseDate.split('-').map(Number);
  const inserted = await db
    .insert(expenses)
    .values({
      id,
      customerId,
      filedBy: filerId,
      vehicleId: body.vehicle,
      slug: `adhoc-${id.slice(0, 8)}`,
      type: body.type,
      amountCents,
      expenseDate: body.expenseDate,
      month: month ?? 1,
      year: year ?? 2000,
      reciept: body.reciept,
      account: maskAccount(paidInto),
      accountSealed: seal(payoutKey, customerId, paidInto),
      bsb: payTo.bsb,
      reading: body.reading ?? null,
      entered: enteredOf(body),
      gstCents: body.gst ?? null,
      taxInvoice: taxInvoiceOf(amountCents, body.reading),
      idempotencyKey: idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: [expenses.customerId, expenses.idempotencyKey] })
    .returning({ id: expenses.id });
  if (!inserted[0]) return null;
  const expense = await findExpense(db, eq(expenses.id, id));
  if (!expense) throw new Error('claim vanished after insert');
  if (body.keepPayout && body.payout !== 'saved') {
    await keepFirstPayoutAccount(db, payoutKey, filerId, payTo);
  }
  return expense;
}
