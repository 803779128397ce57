import type { CustomerDb } from './db';
import type { ReceiptInput } from './outbox/types';

/**
 * The claim form as the customer left it (issue 11 item 20): written as they type, read back
 * when the form opens again (after a reload, or after signing in again when the session ended
 * under it), dropped once the claim is saved to the outbox. Keyed by 'new' or the draft id.
 */
export interface KeptClaimForm<V> {
  values: V | null;
  receipt: ReceiptInput | null;
}

export const NEW_CLAIM_KEY = 'new';

export async function readUnsavedClaim<V>(db: CustomerDb, key: string): Promise<KeptClaimForm<V>> {
  const [form, receipt] = await Promise.all([
    db.unsavedClaims.get(key),
    db.unsavedReceipts.get(key),
  ]);
  return {
    values: (form?.values as V | undefined) ?? null,
    receipt: receipt ? { bytes: receipt.bytes, type: receipt.type, name: receipt.name } : null,
  };
}

export async function keepUnsavedValues(
  db: CustomerDb,
  key: string,
  values: unknown,
  now: number = Date.now(),
): Promise<void> {
  await db.unsavedClaims.put({ key, values, updatedAt: now });
}

/** The receipt apart from the fields: bytes are written once per pick, not per keystroke. */
export async function keepUnsavedReceipt(
  db: CustomerDb,
  key: string,
  receipt: ReceiptInput | null,
): Promise<void> {
  if (receipt) await db.unsavedReceipts.put({ key, ...receipt });
  else await db.unsavedReceipts.delete(key);
}

export async function dropUnsavedClaim(db: CustomerDb, key: string): Promise<void> {
  await db.transaction('rw', db.unsavedClaims, db.unsavedReceipts, async () => {
    await db.unsavedClaims.delete(key);
    await db.unsavedReceipts.delete(key);
  });
}
