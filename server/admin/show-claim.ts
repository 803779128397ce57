import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { toDollars } from '../../contract/common';
import type { Db } from '../db/open';
import { receiptReadingSchema } from '../../contract/receipt-reading';
import {
  catalogVariants,
  customers,
  expenses,
  uploads,
  vehicles,
  type ClaimEntered,
} from '../db/schema';
import { readingDifferences } from '../domain/expenses/reading';
import { unseal } from '../domain/payout/seal';
import { HttpError } from '../http';
import type { ReceiptStore } from '../storage/receipt-store';
import { isUuid } from '../db/uuid';
import { fullName } from '../domain/accounts/full-name';

export type ClaimDetail = {
  id: string;
  status: string;
  customer: string;
  customerEmail: string;
  vehicle: string;
  rego: string;
  type: string;
  amount: number;
  expenseDate: string;
  filedOn: string;
  /** The full account the customer asked to be paid into: the operator pays the claim. */
  bsb: string;
  account: string;
  receipt: string;
  receiptType: string;
  receiptBytes: number;
  supplier: string;
  abn: string;
  gst: string;
  /** Whether the receipt is a tax invoice as far as it was read: valid, incomplete, or ''. */
  taxInvoice: string;
  /**
   * Read vs entered: each value the customer changed from what the device read from the
   * receipt, 'none' when they kept every one, or 'nothing read' for a claim typed by hand.
   */
  readVsEntered: string;
};

function readVsEntered(reading: unknown, entered: ClaimEntered | null): string {
  // Stored as the contract checked it; parsed again so a row written by hand cannot mislead.
  const read = receiptReadingSchema.safeParse(reading);
  if (!read.success || !entered) return 'nothing read';
  const differences = readingDifferences(read.data, entered);
  if (differences.length === 0) return 'none';
  return differences.map((d) => `${d.field}: read ${d.read}, entered ${d.entered}`).join('; ');
}

/** The full account of a sealed claim; a row not sealed yet still holds it in clear. */
function openClaimAccount(
  payoutKey: Buffer | undefined,
  e: { customerId: string; account: string; accountSealed: string | null },
): string {
  if (e.accountSealed === null) return e.account;
  if (!payoutKey) throw new HttpError(400, "The claim's bank account is sealed: set PAYOUT_KEY");
  return unseal(payoutKey, e.customerId, e.accountSealed);
}

/** Everything an operator needs to decide and pay one claim. */
export async function claimDetail(
  db: Db,
  payoutKey: Buffer | undefined,
  id: string,
): Promise<ClaimDetail> {
  if (!isUuid(id)) throw new HttpError(404, 'Claim not found');
  const [row] = await db
    .select({ e: expenses, c: customers, v: vehicles, name: catalogVariants.name, u: uploads })
    .from(expenses)
    .innerJoin(customers, eq(customers.id, expenses.customerId))
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, vehicles.vehicleMasterId))
    .leftJoin(uploads, eq(uploads.path, expenses.reciept))
    .where(eq(expenses.id, id));
  if (!row || row.e.isDeleted) throw new HttpError(404, 'Claim not found');
  const { e, c, v, u } = row;
  // Claims keep the account as 'BSB number'; show the number on its own beside the BSB.
  const paidInto = openClaimAccount(payoutKey, e);
  const account = paidInto.startsWith(`${e.bsb} `) ? paidInto.slice(e.bsb.length + 1) : paidInto;
  return {
    id: e.id,
    status: e.status,
    customer: fullName(c.firstName, c.lastName),
    customerEmail: c.email,
    vehicle: `${v.year} ${row.name}`,
    rego: v.registrationNumber,
    type: e.type,
    amount: toDollars(e.amountCents),
    expenseDate: e.expenseDate,
    filedOn: e.createdOn.toISOString(),
    bsb: e.bsb,
    account,
    receipt: e.reciept,
    receiptType: u?.mimeType ?? '',
    receiptBytes: u?.size ?? 0,
    supplier: e.entered?.supplier ?? '',
    abn: e.entered?.abn ?? '',
    gst: e.gstCents === null ? '' : toDollars(e.gstCents).toFixed(2),
    taxInvoice: e.taxInvoice ?? '',
    readVsEntered: readVsEntered(e.reading, e.entered),
  };
}

/**
 * Writes the claim's receipt to `file` (never over an existing file), streamed from the receipt
 * store; answers the bytes written.
 */
export async function exportReceipt(
  store: ReceiptStore,
  receipt: string,
  file: string,
): Promise<number> {
  const stream = await store.get(receipt);
  if (!stream) throw new HttpError(404, 'The receipt of this claim is not in the receipt store');
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  let bytes = 0;
  stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
  try {
    await pipeline(stream, out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new HttpError(409, `${file} already exists; choose another file name`);
    }
    throw error;
  }
  return bytes;
}
