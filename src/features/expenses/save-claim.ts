import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import { formatVehicleLabel } from '../../../contract/vehicle-label';
import { CLAIM_ADDED_MESSAGE, type AdhocExpenseFields } from '../../../contract/expenses';
import type { ReceiptReading } from '../../../contract/receipt-reading';
import type { CustomerDb } from '../../offline/db';
import { announceDraftOutcome, type DraftMessages } from '../../offline/outbox/draft-outcome';
import { createDraft, editDraft } from '../../offline/outbox/drafts';
import { noteClaimSaved, persistIfInstalled } from '../../offline/persist';
import type { ReceiptInput } from '../../offline/outbox/types';
import { dropUnsavedClaim, NEW_CLAIM_KEY } from '../../offline/unsaved-claim';

/** SPEC's words for a claim kept on a device without a network. */
export const SAVED_MESSAGE = 'Expense saved. It will be sent as soon as you are online.';
export const SAVED_SERVER_DOWN_MESSAGE =
  'Expense saved on this device. It will be sent as soon as the server can be reached.';
export const SAVED_SIGNED_OUT_MESSAGE = 'Expense saved on this device. Sign in again to send it.';
export const SAVED_RETRYING_MESSAGE =
  'Expense saved on this device. The server is busy; it will be sent shortly.';

// Sent at once, the runner toasts the server's own 'Expense added successfully'; sent by another
// sender (the service worker got there first), nobody here heard the server, so these words.
const CLAIM_MESSAGES: DraftMessages = {
  sentElsewhere: CLAIM_ADDED_MESSAGE,
  waiting: SAVED_MESSAGE,
  serverDown: SAVED_SERVER_DOWN_MESSAGE,
  signedOut: SAVED_SIGNED_OUT_MESSAGE,
  retrying: SAVED_RETRYING_MESSAGE,
  needsAttention: 'This claim needs attention before it can be sent.',
};

export type ClaimToSave = {
  /** The draft being fixed ('Edit and resend'); absent for a new claim. */
  draftId?: string;
  fields: AdhocExpenseFields;
  vehicles: readonly SubscribedVehicle[];
  receipt: ReceiptInput;
  /** Editing: whether the customer picked another receipt (a new upload key). */
  receiptChanged?: boolean;
  /** What was read off the photo, kept with the draft beside what the driver entered. */
  reading?: ReceiptReading;
};

/**
 * What the claim form calls on a valid submit, whatever renders it: the draft and its receipt
 * go into the outbox in one transaction (throws OutboxStorageError when the device is full),
 * the kept unsaved form is dropped, and the sender starts. Answers the draft id at once; the
 * one toast the customer sees follows what really happened (see `announceDraftOutcome`).
 */
export async function saveClaim(db: CustomerDb, claim: ClaimToSave): Promise<string> {
  const vehicle = claim.vehicles.find((v) => v.id === claim.fields.vehicle);
  const vehicleLabel = vehicle ? formatVehicleLabel(vehicle.vehicleDetails) : '';
  let id: string;
  if (claim.draftId) {
    await editDraft(db, claim.draftId, {
      fields: claim.fields,
      vehicleLabel,
      ...(claim.receiptChanged ? { receipt: claim.receipt } : {}),
      ...(claim.reading ? { reading: claim.reading } : {}),
    });
    id = claim.draftId;
  } else {
    id = (
      await createDraft(db, {
        customerId: db.customerId,
        fields: claim.fields,
        vehicleLabel,
        receipt: claim.receipt,
        ...(claim.reading ? { reading: claim.reading } : {}),
      })
    ).id;
  }
  await dropUnsavedClaim(db, claim.draftId ?? NEW_CLAIM_KEY).catch(() => undefined);
  // Something now lives only on this device: an installed portal asks to keep it, and on an
  // iPhone the expense log says once how to add the portal to the Home Screen.
  noteClaimSaved();
  void persistIfInstalled();
  // The sender loads when a claim is saved, not with the form: it is not on the way to its paint.
  const sendNow = () =>
    import('./runner').then(({ ensureOutboxRunner }) => ensureOutboxRunner(db).runNow());
  void announceDraftOutcome(db, id, sendNow, CLAIM_MESSAGES);
  return id;
}
