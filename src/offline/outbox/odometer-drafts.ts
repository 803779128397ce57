import { z } from 'zod/mini';
import { odometerReadingRequest } from '../../../contract/odometer';
import type { CustomerDb } from '../db';
import { checkReceipt, discardDraft, listUnsentOf, type Clock } from './drafts';
import { keeping } from './errors';
import {
  isOdometerDraft,
  type OdometerDraft,
  type OdometerDraftFields,
  type ReceiptInput,
} from './types';

const systemClock: Clock = { now: () => Date.now(), uuid: () => crypto.randomUUID() };

export interface NewOdometerDraft {
  customerId: string;
  fields: OdometerDraftFields;
  vehicleLabel: string;
  /** A photo of the dash, downscaled like a receipt; optional. */
  photo?: ReceiptInput;
}

/**
 * Writes an odometer reading into the outbox, with its photo in the same transaction. Without a
 * photo there is nothing to upload, so it starts where a claim rests after its upload.
 */
export async function createOdometerDraft(
  db: CustomerDb,
  input: NewOdometerDraft,
  clock: Clock = systemClock,
): Promise<OdometerDraft> {
  const fields = z.omit(odometerReadingRequest, { photo: true }).parse(input.fields);
  if (input.photo) checkReceipt(input.photo);
  const now = clock.now();
  const draft: OdometerDraft = {
    kind: 'odometer',
    id: clock.uuid(),
    customerId: input.customerId,
    state: input.photo ? 'queued' : 'uploaded',
    createdAt: now,
    updatedAt: now,
    idempotencyKey: clock.uuid(),
    fields,
    vehicleLabel: input.vehicleLabel,
    receiptName: input.photo?.name ?? '',
    receiptType: input.photo?.type ?? '',
    receiptSize: input.photo?.bytes.byteLength ?? 0,
    receiptVersion: 0,
    attempts: 0,
    nextAttemptAt: now,
  };
  await keeping(input.photo?.bytes.byteLength ?? 0, () =>
    db.transaction('rw', [db.outbox, db.receipts], async () => {
      await db.outbox.add(draft);
      if (input.photo) await db.receipts.add({ draftId: draft.id, ...input.photo });
    }),
  );
  return draft;
}

/** Odometer readings not yet accepted, oldest first (for one vehicle when given). */
export const listOdometerDrafts = (db: CustomerDb, vehicleId?: string): Promise<OdometerDraft[]> =>
  listUnsentOf(db, isOdometerDraft, vehicleId);

/** The customer's own choice to drop a reading the server refused. */
export const discardOdometerDraft = (db: CustomerDb, id: string): Promise<void> =>
  discardDraft(db, id, isOdometerDraft);
