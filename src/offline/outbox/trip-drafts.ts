import { logbookTripRequest, type LogbookTripRequest } from '../../../contract/logbook';
import type { CustomerDb } from '../db';
import { discardDraft, listUnsentOf, type Clock } from './drafts';
import { keeping } from './errors';
import { isTripDraft, type TripDraft } from './types';

const systemClock: Clock = { now: () => Date.now(), uuid: () => crypto.randomUUID() };

/**
 * Writes a logbook trip into the outbox with its own idempotency key, made now: the sender posts
 * it once, however often it retries. With nothing to upload it starts where a claim rests after
 * its upload.
 */
export async function createTripDraft(
  db: CustomerDb,
  input: { customerId: string; vehicleLabel: string; fields: LogbookTripRequest },
  clock: Clock = systemClock,
): Promise<TripDraft> {
  const fields = logbookTripRequest.parse(input.fields);
  const now = clock.now();
  const draft: TripDraft = {
    kind: 'trip',
    id: clock.uuid(),
    customerId: input.customerId,
    state: 'uploaded',
    createdAt: now,
    updatedAt: now,
    idempotencyKey: clock.uuid(),
    fields,
    vehicleLabel: input.vehicleLabel,
    receiptName: '',
    receiptType: '',
    receiptSize: 0,
    receiptVersion: 0,
    attempts: 0,
    nextAttemptAt: now,
  };
  // The store is typed by its first kind (claims); rows of every kind live in it.
  await keeping(0, () => db.outbox.add(draft));
  return draft;
}

/** Trips not yet accepted, oldest first (for one vehicle when given). */
export const listTripDrafts = (db: CustomerDb, vehicleId?: string): Promise<TripDraft[]> =>
  listUnsentOf(db, isTripDraft, vehicleId);

/** The customer's own choice to drop a trip the server refused. */
export const discardTripDraft = (db: CustomerDb, id: string): Promise<void> =>
  discardDraft(db, id, isTripDraft);
