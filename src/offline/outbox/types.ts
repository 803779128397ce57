import type { AdhocExpenseFields } from '../../../contract/expenses';
import type { LogbookTripRequest } from '../../../contract/logbook';
import type { OdometerReadingRequest } from '../../../contract/odometer';

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

/** What every draft in the outbox has, whatever it sends: the states, keys and receipt. */
interface DraftBase {
  id: string;
  customerId: string;
  state: DraftState;
  createdAt: number;
  updatedAt: number;
  /** Made with the draft; the upload and the claim derive their own keys from it. */
  idempotencyKey: string;
  /** name/body/engine, kept so the log can show the draft offline. */
  vehicleLabel: string;
  receiptName: string;
  receiptType: string;
  receiptSize: number;
  /** Bumped when the customer replaces the receipt, so the new bytes get a fresh upload key. */
  receiptVersion: number;
  uploadedPath?: string;
  /** The id of what the server made of it (the claim, the reading). */
  claimId?: string;
  lastError?: string;
  attempts: number;
  nextAttemptAt: number;
  /** While in flight: which sender holds the draft, and until when (see SEND_LEASE_MS). */
  leaseOwner?: string;
  leaseUntil?: number;
}

/** An adhoc claim waiting to be sent. */
export interface ClaimDraft extends DraftBase {
  /**
   * Claims came first and carry no kind (rows saved before kinds existed are claims); an
   * odometer reading says so.
   */
  kind?: 'claim';
  fields: AdhocExpenseFields;
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
export interface OdometerDraft extends DraftBase {
  kind: 'odometer';
  fields: OdometerDraftFields;
}
/** A logbook trip waiting to be sent; it has nothing to upload. */
export interface TripDraft extends Omit<ClaimDraft, 'kind' | 'fields'> {
  kind: 'trip';
  fields: LogbookTripRequest;
}
/** A row of the 'outbox' store ('id, state, createdAt'): `kind` says which draft it is. */
export type OutboxDraft = ClaimDraft | OdometerDraft | TripDraft;
export const isOdometerDraft = (d: OutboxDraft): d is OdometerDraft => d.kind === 'odometer';
export const isTripDraft = (d: OutboxDraft): d is TripDraft => d.kind === 'trip';
/** In flight and nobody's lease on it still runs: its sender is gone or stuck. */
export const isStalled = (d: Pick<OutboxDraft, 'state' | 'leaseUntil'>, now: number): boolean =>
  IN_FLIGHT_STATES.includes(d.state) && !((d.leaseUntil ?? 0) > now);
export const isClaimDraft = (d: OutboxDraft): d is ClaimDraft =>
  d.kind !== 'odometer' && d.kind !== 'trip';

export const readingKey = (d: Pick<OdometerDraft, 'idempotencyKey'>): string =>
  `${d.idempotencyKey}:reading`;
export const tripKey = (d: Pick<TripDraft, 'idempotencyKey'>): string => `${d.idempotencyKey}:trip`;
/** An odometer draft has something to upload only when the customer took a photo; a trip never. */
export const needsUpload = (d: OutboxDraft): boolean =>
  !d.uploadedPath && d.kind !== 'trip' && (d.kind !== 'odometer' || d.receiptSize > 0);
