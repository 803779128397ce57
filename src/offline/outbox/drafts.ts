import {
  adhocExpenseFields,
  type AdhocExpenseFields,
  type ExpenseListRow,
} from '../../../contract/expenses';
import type { ReceiptReading } from '../../../contract/receipt-reading';
import {
  HEIC_NOT_DECODED_MESSAGE,
  isHeif,
  MAX_RECEIPT_BYTES,
  RECEIPT_NOT_IMAGE_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
  sniffImageType,
} from '../../../contract/receipt-files';
import type { CustomerDb } from '../db';
import { putFirstRow } from '../mirrors/store';
import { isQuotaError, keeping, OutboxStorageError } from './errors';
import {
  PAUSE_META_KEY,
  isClaimDraft,
  type ClaimDraft,
  type DraftState,
  type OutboxDraft,
  type OutboxReceipt,
  type ReceiptInput,
} from './types';
import { readMeta, writeMeta } from '../meta';

export interface Clock {
  now: () => number;
  uuid: () => string;
}
const systemClock: Clock = { now: () => Date.now(), uuid: () => crypto.randomUUID() };

/** Refuses bytes the server would refuse anyway, before anything is written. */
export function checkReceipt(receipt: ReceiptInput): void {
  const type = sniffImageType(
    new Uint8Array(receipt.bytes, 0, Math.min(32, receipt.bytes.byteLength)),
  );
  if (!type) throw new Error(RECEIPT_NOT_IMAGE_MESSAGE);
  if (isHeif(type)) throw new Error(HEIC_NOT_DECODED_MESSAGE);
  if (receipt.bytes.byteLength > MAX_RECEIPT_BYTES) throw new Error(RECEIPT_TOO_LARGE_MESSAGE);
}

/** Runs a write; a full disk becomes OutboxStorageError (the transaction left nothing behind). */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) throw new OutboxStorageError();
    throw error;
  }
}

export interface NewDraft {
  customerId: string;
  fields: AdhocExpenseFields;
  vehicleLabel: string;
  receipt: ReceiptInput;
  reading?: ReceiptReading;
}

/** Writes the draft and its receipt bytes in ONE transaction: both are kept, or neither. */
export async function createDraft(
  db: CustomerDb,
  input: NewDraft,
  clock: Clock = systemClock,
): Promise<ClaimDraft> {
  // What was read off the photo travels with the fields the driver entered, and is sent with them.
  const fields = adhocExpenseFields.parse({
    ...input.fields,
    ...(input.reading ? { reading: input.reading } : {}),
  });
  checkReceipt(input.receipt);
  const now = clock.now();
  const draft: ClaimDraft = {
    id: clock.uuid(),
    customerId: input.customerId,
    state: 'queued',
    createdAt: now,
    updatedAt: now,
    idempotencyKey: clock.uuid(),
    fields,
    vehicleLabel: input.vehicleLabel,
    receiptName: input.receipt.name,
    receiptType: input.receipt.type,
    receiptSize: input.receipt.bytes.byteLength,
    receiptVersion: 0,
    attempts: 0,
    nextAttemptAt: now,
  };
  await keeping(input.receipt.bytes.byteLength, () =>
    db.transaction('rw', [db.outbox, db.receipts], async () => {
      await db.outbox.add(draft);
      await db.receipts.add({ draftId: draft.id, ...input.receipt });
    }),
  );
  return draft;
}

/** What a step changes on a draft of any kind: its state and bookkeeping, never its fields. */
export type DraftPatch = Partial<Omit<OutboxDraft, 'kind' | 'fields'>>;

/**
 * Moves a draft on only if it is still in one of `from` (compare-and-set inside a transaction),
 * so an edit or a discard by the customer is never overwritten by a sender that read it earlier.
 * `when` adds a condition on the row (a sender's lease on it), checked in the same transaction.
 */
export async function transition(
  db: CustomerDb,
  id: string,
  from: readonly DraftState[],
  patch: DraftPatch,
  when: (current: OutboxDraft) => boolean = () => true,
): Promise<OutboxDraft | null> {
  return guarded(() =>
    db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(id);
      if (!current || !from.includes(current.state) || !when(current)) return null;
      const next: OutboxDraft = { ...current, ...patch };
      await db.outbox.put(next);
      return next;
    }),
  );
}

/**
 * Accepted by the server: mark sent and drop the bytes together. False when another sender
 * got there first (it took the draft over and had the same answer): that one tells the customer.
 */
export async function markSent(
  db: CustomerDb,
  id: string,
  claimId: string,
  now: number,
  accepted?: ExpenseListRow,
): Promise<boolean> {
  return guarded(() =>
    db.transaction('rw', [db.outbox, db.receipts, db.expenses], async () => {
      const current = await db.outbox.get(id);
      if (!current || current.state === 'sent') return false;
      await db.outbox.put({
        ...current,
        state: 'sent',
        claimId,
        updatedAt: now,
        lastError: undefined,
      });
      await db.receipts.delete(id);
      // The draft leaves the log's waiting list in this commit: the claim the server made of it
      // joins the log's list in the same one, whoever sent it (this page, another tab, the
      // service worker), so it is never missing from the screen in between.
      if (accepted) await putFirstRow(db, 'expenses', accepted);
      return true;
    }),
  );
}

/** Removes drafts the server has accepted (only those). */
export async function purgeSent(db: CustomerDb, ids?: string[]): Promise<void> {
  await db.transaction('rw', [db.outbox, db.receipts], async () => {
    const sent = await db.outbox.where('state').equals('sent').primaryKeys();
    const doomed = ids ? sent.filter((id) => ids.includes(id)) : sent;
    await db.outbox.bulkDelete(doomed);
    await db.receipts.bulkDelete(doomed);
  });
}

export interface DraftEdit {
  fields: AdhocExpenseFields;
  vehicleLabel: string;
  /** A replacement receipt; omitted keeps the current one (and its uploaded path). */
  receipt?: ReceiptInput;
  reading?: ReceiptReading;
}

/**
 * Edit and resend a draft that needs attention. Replacing the receipt bumps its version (a new
 * upload key, since the server answers an old key with the old file) and forgets the old path.
 * The claim key stays: a 4xx means the server made no claim under it.
 */
export async function editDraft(
  db: CustomerDb,
  id: string,
  edit: DraftEdit,
  clock: Clock = systemClock,
): Promise<ClaimDraft> {
  if (edit.receipt) checkReceipt(edit.receipt);
  return keeping(edit.receipt?.bytes.byteLength ?? 0, () =>
    db.transaction('rw', [db.outbox, db.receipts], async () => {
      const current = await db.outbox.get(id);
      if (!current || !isClaimDraft(current))
        throw new Error('This claim is no longer waiting to be sent');
      if (current.state !== 'needs-attention')
        throw new Error('This claim is being sent and cannot be changed now');
      const now = clock.now();
      const receipt = edit.receipt;
      // A new photo comes with its own reading (or none); the old photo keeps the old one.
      const reading = receipt ? edit.reading : (edit.reading ?? current.fields.reading);
      const { reading: _old, ...entered } = edit.fields;
      const fields = adhocExpenseFields.parse({ ...entered, ...(reading ? { reading } : {}) });
      const next: ClaimDraft = {
        ...current,
        fields,
        vehicleLabel: edit.vehicleLabel,
        updatedAt: now,
        attempts: 0,
        nextAttemptAt: now,
        lastError: undefined,
        ...(receipt
          ? {
              receiptName: receipt.name,
              receiptType: receipt.type,
              receiptSize: receipt.bytes.byteLength,
              receiptVersion: current.receiptVersion + 1,
              uploadedPath: undefined,
              state: 'queued' as const,
            }
          : { state: current.uploadedPath ? ('uploaded' as const) : ('queued' as const) }),
      };
      await db.outbox.put(next);
      if (receipt) await db.receipts.put({ draftId: id, ...receipt });
      return next;
    }),
  );
}

/** Resend without changes (e.g. after the customer fixed something on the server side). */
export async function resendDraft(
  db: CustomerDb,
  id: string,
  clock: Clock = systemClock,
): Promise<void> {
  const now = clock.now();
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(id);
    if (!current || current.state !== 'needs-attention') return;
    await db.outbox.put({
      ...current,
      state: current.uploadedPath ? 'uploaded' : 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: undefined,
      updatedAt: now,
    });
  });
}

/**
 * The customer's own choice to drop a draft that needs attention (never automatic), with its
 * receipt or photo. A page that lists one kind of draft passes that kind's check.
 */
export async function discardDraft(
  db: CustomerDb,
  id: string,
  isKind: (d: OutboxDraft) => boolean = () => true,
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.receipts], async () => {
    const current = await db.outbox.get(id);
    if (!current || !isKind(current) || current.state !== 'needs-attention') return;
    await db.outbox.delete(id);
    await db.receipts.delete(id);
  });
}

export const getReceipt = (db: CustomerDb, draftId: string): Promise<OutboxReceipt | undefined> =>
  db.receipts.get(draftId);

/** Drafts of every kind not yet accepted, oldest first: what sign-out must warn about. */
async function listUnsent(db: CustomerDb): Promise<OutboxDraft[]> {
  const rows = await db.outbox.orderBy('createdAt').toArray();
  return rows.filter((d) => d.state !== 'sent');
}

export const countUnsentDrafts = async (db: CustomerDb): Promise<number> =>
  (await listUnsent(db)).length;

/** Drafts of one kind not yet accepted, oldest first (for one vehicle when given). */
export async function listUnsentOf<D extends OutboxDraft>(
  db: CustomerDb,
  isKind: (d: OutboxDraft) => d is D,
  vehicleId?: string,
): Promise<D[]> {
  return (await listUnsent(db)).filter(
    (d): d is D => isKind(d) && (vehicleId === undefined || d.fields.vehicle === vehicleId),
  );
}

/** 401 pause (DESIGN §5): kept in the database so the page and the service worker both honour it. */
export async function pauseOutbox(db: CustomerDb, now: number): Promise<void> {
  await writeMeta(db, PAUSE_META_KEY, { reason: 'unauthorized', at: now });
}
/** Lifts the pause; asked at every confirmed start, so with none there it writes nothing. */
export async function resumeOutbox(db: CustomerDb): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    if (await readMeta(db, PAUSE_META_KEY)) await db.meta.delete(PAUSE_META_KEY);
  });
}
export async function isOutboxPaused(db: CustomerDb): Promise<boolean> {
  return (await readMeta(db, PAUSE_META_KEY)) !== undefined;
}
