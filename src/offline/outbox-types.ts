import type { AdhocExpenseFields } from '../../contract/expenses';
import type { OdometerReadingRequest } from '../../contract/odometer';
import type { ReceiptReading } from '../../contract/receipt-reading';

/**
 * DESIGN §5 draft life: queued → uploading → uploaded(path) → posting → sent, or
 * needs-attention (a 4xx, with the server's message) until the customer edits and resends.
 */
export type DraftState =
  'queued' | 'uploading' | 'uploaded' | 'posting' | 'sent' | 'needs-attention';

/** States the sender picks up by itself; 'uploading' and 'posting' resume after a crash. */
export const SENDABLE_STATES: readonly DraftState[] = [
  'queued',
  'uploading',
  'uploaded',
  'posting',
];

/** A sender is working on the draft (or was, when it died or lost the answer). */
export const IN_FLIGHT_STATES: readonly DraftState[] = ['uploading', 'posting'];

/**
 * How long a sender's hold on a draft in flight lasts without a sign of progress (upload bytes
 * moving). Past it the sender counts as gone or stuck (a closed tab, an answer that never comes)
 * and any tab may take the draft over; the idempotency keys keep the server's work exactly once.
 */
export const SEND_LEASE_MS = 5_000;

/** Row of the 'outbox' store ('id, state, createdAt'): an adhoc claim. */
export interface OutboxDraft {
  /**
   * Claims came first and carry no kind (rows saved before kinds existed are claims); an
   * odometer reading says so. Both follow the same states and keys.
   */
  kind?: 'claim';
  id: string;
  customerId: string;
  state: DraftState;
  createdAt: number;
  updatedAt: number;
  /** Made with the draft; the upload and the claim derive their own keys from it. */
  idempotencyKey: string;
  fields: AdhocExpenseFields;
  /** What was read off the receipt photo, kept beside what the driver typed and sent with it. */
  reading?: ReceiptReading;
  /** name/body/engine, kept so the log can show the draft offline. */
  vehicleLabel: string;
  receiptName: string;
  receiptType: string;
  receiptSize: number;
  /** Bumped when the customer replaces the receipt, so the new bytes get a fresh upload key. */
  receiptVersion: number;
  uploadedPath?: string;
  claimId?: string;
  lastError?: string;
  attempts: number;
  nextAttemptAt: number;
  /** While in flight: which sender holds the draft, and until when (see SEND_LEASE_MS). */
  leaseOwner?: string;
  leaseUntil?: number;
}

/** Row of the 'receipts' store ('draftId'): the downscaled bytes and their MIME type. */
export interface OutboxReceipt {
  draftId: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

/** The receipt as the form hands it over after downscaling. */
export interface ReceiptInput {
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

export const OUTBOX_LOCK_NAME = 'cargo-outbox';
export const OUTBOX_SYNC_TAG = 'cargo-outbox';
/** 'meta' store keys the outbox uses besides the mirrors'. */
export const PAUSE_META_KEY = 'outbox:paused';
export const LOCK_META_KEY = 'outbox:lock';

export const QUOTA_MESSAGE =
  'Your device is out of storage space, so the claim was not saved. Free some space and press Save again.';
/** The browser would not keep the draft or its photo at all (private browsing, mostly). */
export const STORAGE_REFUSED_MESSAGE =
  'This browser would not keep the claim on this device, so it was not saved. Private browsing can do this: open the portal in a normal window (or from your Home Screen) and press Save again.';

export const uploadKey = (d: Pick<OutboxDraft, 'idempotencyKey' | 'receiptVersion'>): string =>
  d.receiptVersion === 0
    ? `${d.idempotencyKey}:upload`
    : `${d.idempotencyKey}:upload:${d.receiptVersion}`;
export const claimKey = (d: Pick<OutboxDraft, 'idempotencyKey'>): string =>
  `${d.idempotencyKey}:claim`;

/** An odometer reading waiting to be sent; its optional dash photo rides in 'receipts'. */
export type OdometerDraftFields = Omit<OdometerReadingRequest, 'photo'>;
export interface OdometerDraft extends Omit<OutboxDraft, 'kind' | 'fields'> {
  kind: 'odometer';
  fields: OdometerDraftFields;
}
/** Any row of the 'outbox' store. */
export type AnyDraft = OutboxDraft | OdometerDraft;
export const isOdometerDraft = (d: AnyDraft): d is OdometerDraft => d.kind === 'odometer';
/** In flight and nobody's lease on it still runs: its sender is gone or stuck. */
export const isStalled = (d: Pick<OutboxDraft, 'state' | 'leaseUntil'>, now: number): boolean =>
  IN_FLIGHT_STATES.includes(d.state) && !((d.leaseUntil ?? 0) > now);
export const isClaimDraft = (d: AnyDraft): d is OutboxDraft => d.kind !== 'odometer';

export const readingKey = (d: Pick<OdometerDraft, 'idempotencyKey'>): string =>
  `${d.idempotencyKey}:reading`;
/** An odometer draft has something to upload only when the customer took a photo. */
export const needsUpload = (d: AnyDraft): boolean =>
  !d.uploadedPath && (d.kind !== 'odometer' || d.receiptSize > 0);
