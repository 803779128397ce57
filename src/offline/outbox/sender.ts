import type { CustomerDb } from '../db';
import {
  expense,
  toAdhocRequest,
  type Expense,
  type ExpenseListRow,
} from '../../../contract/expenses';
import { logbookTrip, type LogbookTrip } from '../../../contract/logbook';
import { odometerReading, type OdometerReading } from '../../../contract/odometer';
import { UPLOAD_FIELD, uploadResponse } from '../../../contract/uploads';
import { RECEIPT_REQUIRED_MESSAGE, RECEIPT_UNKNOWN_MESSAGE } from '../../../contract/receipt-files';
import { getReceipt, isOutboxPaused, markSent, pauseOutbox, purgeSent, transition } from './drafts';
import { backoffDelay } from './backoff';
import { isQuotaError, OutboxStorageError } from './errors';
import { LockStolenError, withOutboxLock, type LockManagerLike } from './lock';
import {
  IN_FLIGHT_STATES,
  SENDABLE_STATES,
  SEND_LEASE_MS,
  claimKey,
  isClaimDraft,
  isStalled,
  isOdometerDraft,
  isTripDraft,
  needsUpload,
  readingKey,
  tripKey,
  uploadKey,
  type OutboxDraft,
  type OdometerDraft,
  type ClaimDraft,
  type DraftState,
  type TripDraft,
} from './types';
import {
  fetchOutcome,
  fetchUploader,
  judge,
  type FetchLike,
  type Uploader,
  type Verdict,
} from './http';

export const CLAIM_PATH = '/api/usermonthlyexpense';
export const READING_PATH = '/api/customer/odometer';
const READING_UNKNOWN_MESSAGE =
  'The odometer reading could not be saved. Check it and send it again.';
export const TRIP_PATH = '/api/customer/logbook/trip';
const TRIP_UNKNOWN_MESSAGE = 'The trip could not be saved. Check it and send it again.';
/** Tells the server whose draft this is, so a draft never lands on another signed-in customer. */
export const CUSTOMER_HEADER = 'X-Customer-Id';

export interface SenderDeps {
  db: CustomerDb;
  fetch: FetchLike;
  /** Where the API lives: '' in the page (same origin), the origin in the service worker. */
  apiBase: string;
  /** `${uploadOrigin}/api/file/group/items/upload`. */
  uploadUrl: string;
  /** Defaults to fetch; the page passes the XMLHttpRequest uploader for progress. */
  upload?: Uploader;
  locks?: LockManagerLike | null;
  /** Names this sender in the database lock and in its lease on a draft in flight. */
  owner?: string;
  now?: () => number;
  random?: () => number;
  /** Ignore backoff times (the 'Send now' button). */
  force?: boolean;
  onProgress?: (draftId: string, loaded: number, total: number) => void;
  /** Called once the server accepted a claim, before the draft is removed (e.g. refresh the log). */
  onAccepted?: (draft: ClaimDraft, claim: Expense, message: string) => Promise<void> | void;
  /** The same for an odometer reading. */
  onReadingAccepted?: (
    draft: OdometerDraft,
    reading: OdometerReading,
    message: string,
  ) => Promise<void> | void;
  /** The same for a logbook trip. */
  onTripAccepted?: (draft: TripDraft, trip: LogbookTrip, message: string) => Promise<void> | void;
}

export type SendStatus = 'done' | 'offline' | 'auth-required' | 'paused' | 'quota';
export interface SendResult {
  status: SendStatus;
  sent: number;
  needsAttention: number;
  /** When the earliest waiting draft is due again (for the backoff timer), or null. */
  nextAttemptAt: number | null;
  /** 'offline' because nothing answered (not a busy server): worth watching for its return. */
  unreachable?: boolean;
  /** The drafts this pass had accepted (absent: none), so the page knows which it told of. */
  sentIds?: string[];
}

type Step = 'sent' | 'needs-attention' | 'retry' | 'auth' | 'skipped';

const sameOrigin = (url: string, apiBase: string): boolean => {
  if (url.startsWith('/')) return true;
  try {
    const base = apiBase || (globalThis as { location?: { origin: string } }).location?.origin;
    return !!base && new URL(url).origin === new URL(base).origin;
  } catch {
    return false;
  }
};

const NO_LEASE = { leaseOwner: undefined, leaseUntil: undefined } as const;

class DraftSender {
  /** The last retry had no answer from our server at all. */
  unreachable = false;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly upload: Uploader;
  private readonly owner: string;

  constructor(private readonly deps: SenderDeps & { owner: string }) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.upload = deps.upload ?? fetchUploader(deps.fetch);
    this.owner = deps.owner;
  }

  /** This sender's hold on a draft it works on, for SEND_LEASE_MS from `at`. */
  private lease(at = this.now()) {
    return { leaseOwner: this.owner, leaseUntil: at + SEND_LEASE_MS };
  }

  /** A step's start: its state and attempt, stamped and leased at one and the same instant. */
  private stepStart(state: 'uploading' | 'posting', attempts: number) {
    const at = this.now();
    return { state, attempts, updatedAt: at, ...this.lease(at) };
  }

  /** A step may start unless another sender's lease on the draft still runs. */
  private readonly free = (d: OutboxDraft): boolean =>
    d.leaseOwner === this.owner || !IN_FLIGHT_STATES.includes(d.state) || isStalled(d, this.now());

  /**
   * A step's outcome is written only while the draft is still ours: a sender that lost it (taken
   * over once its lease ran out) must not overwrite the one now sending it.
   */
  private readonly ours = (d: OutboxDraft): boolean => d.leaseOwner === this.owner;

  /** Bytes are moving: the upload is alive, so the lease runs on (one write a second at most). */
  private renewedAt = 0;
  private renewLease(id: string): void {
    if (this.now() - this.renewedAt < SEND_LEASE_MS / 5) return;
    this.renewedAt = this.now();
    void transition(this.deps.db, id, ['uploading'], this.lease(), this.ours).catch(
      () => undefined,
    );
  }

  async send(draft: OutboxDraft): Promise<Step> {
    let current: OutboxDraft | null = draft;
    if (needsUpload(current)) {
      const step = await this.uploadReceipt(current);
      if (step !== 'uploaded') return step;
      current = (await this.deps.db.outbox.get(draft.id)) ?? null;
      if (!current?.uploadedPath) return 'skipped';
    }
    if (isOdometerDraft(current)) return this.postReading(current);
    if (isTripDraft(current)) return this.postTrip(current);
    return this.postClaim(current);
  }

  private async uploadReceipt(draft: OutboxDraft): Promise<Step | 'uploaded'> {
    const { db } = this.deps;
    const started = await transition(
      db,
      draft.id,
      ['queued', 'uploading'],
      this.stepStart('uploading', draft.attempts + 1),
      this.free,
    );
    if (!started) return 'skipped';
    const receipt = await getReceipt(db, draft.id);
    if (!receipt) return this.needsAttention(started, ['uploading'], RECEIPT_REQUIRED_MESSAGE);
    const form = new FormData();
    form.append(UPLOAD_FIELD, new Blob([receipt.bytes], { type: receipt.type }), receipt.name);
    const headers: Record<string, string> = { 'Idempotency-Key': uploadKey(started) };
    if (sameOrigin(this.deps.uploadUrl, this.deps.apiBase))
      headers[CUSTOMER_HEADER] = draft.customerId;
    const outcome = await this.upload({
      url: this.deps.uploadUrl,
      form,
      headers,
      onProgress: (loaded, total) => {
        this.renewLease(draft.id);
        this.deps.onProgress?.(draft.id, loaded, total);
      },
    });
    const verdict = judge(outcome, RECEIPT_UNKNOWN_MESSAGE);
    if (verdict.kind !== 'ok') return this.failed(started, ['uploading'], verdict);
    const parsed = uploadResponse.safeParse(verdict.data);
    if (!parsed.success)
      return this.failed(started, ['uploading'], { kind: 'retry', message: 'Unexpected answer' });
    const path = parsed.data[0]?.path ?? '';
    const done = await transition(
      db,
      draft.id,
      ['uploading'],
      {
        state: 'uploaded',
        uploadedPath: path,
        lastError: undefined,
        updatedAt: this.now(),
        ...NO_LEASE,
      },
      this.ours,
    );
    return done ? 'uploaded' : 'skipped';
  }

  private async postClaim(draft: ClaimDraft): Promise<Step> {
    return this.postKeyed(draft, isClaimDraft, {
      path: CLAIM_PATH,
      key: claimKey,
      // postKeyed posts a claim only once its receipt is uploaded, so the path is always there.
      body: (d) => toAdhocRequest(d.fields, d.uploadedPath ?? ''),
      answer: expense,
      unknown: RECEIPT_UNKNOWN_MESSAGE,
      // Into the expense log with the draft's last step; its count is the server's to tell.
      keep: (claim) => ({ ...claim, totalCount: 0 }),
      accepted: (d, claim, message) => this.deps.onAccepted?.(d, claim, message),
    });
  }

  /** The odometer reading: same states, same exactly-once key discipline as a claim. */
  private async postReading(draft: OdometerDraft): Promise<Step> {
    return this.postKeyed(draft, isOdometerDraft, {
      path: READING_PATH,
      key: readingKey,
      body: (d) => ({ ...d.fields, ...(d.uploadedPath ? { photo: d.uploadedPath } : {}) }),
      answer: odometerReading,
      unknown: READING_UNKNOWN_MESSAGE,
      accepted: (d, reading, message) => this.deps.onReadingAccepted?.(d, reading, message),
    });
  }

  /** A logbook trip: nothing to upload, then the same keyed post as a reading. */
  private async postTrip(draft: TripDraft): Promise<Step> {
    return this.postKeyed(draft, isTripDraft, {
      path: TRIP_PATH,
      key: tripKey,
      body: (d) => d.fields,
      answer: logbookTrip,
      unknown: TRIP_UNKNOWN_MESSAGE,
      accepted: (d, trip, message) => this.deps.onTripAccepted?.(d, trip, message),
    });
  }

  /** Posts a draft whose upload (if any) is done, once, under its derived key. */
  private async postKeyed<D extends OutboxDraft, A extends { id: string }>(
    draft: D,
    isKind: (d: OutboxDraft) => d is D,
    how: {
      path: string;
      key: (d: D) => string;
      body: (d: D) => object;
      answer: { safeParse: (data: unknown) => { success: true; data: A } | { success: false } };
      unknown: string;
      /** The expense log's row the answer makes, kept in the commit that marks the draft sent. */
      keep?: (answer: A) => ExpenseListRow;
      accepted: (d: D, answer: A, message: string) => Promise<void> | void;
    },
  ): Promise<Step> {
    const { db } = this.deps;
    const started = await transition(
      db,
      draft.id,
      ['uploaded', 'posting'],
      this.stepStart('posting', draft.attempts + 1),
      this.free,
    );
    if (!started || !isKind(started) || needsUpload(started)) return 'skipped';
    const outcome = await fetchOutcome(this.deps.fetch, `${this.deps.apiBase}${how.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': how.key(started),
        [CUSTOMER_HEADER]: started.customerId,
      },
      body: JSON.stringify(how.body(started)),
    });
    const verdict = judge(outcome, how.unknown);
    if (verdict.kind !== 'ok') return this.failed(started, ['posting'], verdict);
    const parsed = how.answer.safeParse(verdict.data);
    if (!parsed.success)
      return this.failed(started, ['posting'], { kind: 'retry', message: 'Unexpected answer' });
    if (!(await markSent(db, draft.id, parsed.data.id, this.now(), how.keep?.(parsed.data))))
      return 'skipped';
    try {
      await how.accepted(started, parsed.data, verdict.message);
    } finally {
      await purgeSent(db, [draft.id]);
    }
    return 'sent';
  }

  private async failed(
    draft: OutboxDraft,
    from: DraftState[],
    verdict: Exclude<Verdict, { kind: 'ok' }>,
  ): Promise<Step> {
    // No answer we can act on: back to the resting state before this step. The next try
    // repeats the step with the same key, so a request that did reach the server is deduped.
    // (Only a crash leaves 'uploading' or 'posting' behind; they resume the same way.)
    const resting = from.includes('uploading') ? ('queued' as const) : ('uploaded' as const);
    if (verdict.kind === 'unauthorized') {
      await transition(
        this.deps.db,
        draft.id,
        from,
        { state: resting, updatedAt: this.now(), ...NO_LEASE },
        this.ours,
      );
      await pauseOutbox(this.deps.db, this.now());
      return 'auth';
    }
    if (verdict.kind === 'rejected') return this.needsAttention(draft, from, verdict.message);
    this.unreachable = verdict.unreachable === true;
    await transition(
      this.deps.db,
      draft.id,
      from,
      {
        state: resting,
        lastError: verdict.message,
        nextAttemptAt: this.now() + backoffDelay(draft.attempts, this.random),
        updatedAt: this.now(),
        ...NO_LEASE,
      },
      this.ours,
    );
    return 'retry';
  }

  private async needsAttention(
    draft: OutboxDraft,
    from: DraftState[],
    message: string,
  ): Promise<Step> {
    await transition(
      this.deps.db,
      draft.id,
      from,
      { state: 'needs-attention', lastError: message, updatedAt: this.now(), ...NO_LEASE },
      this.ours,
    );
    return 'needs-attention';
  }
}

async function nextDue(db: CustomerDb): Promise<number | null> {
  const waiting = await db.outbox
    .where('state')
    .anyOf([...SENDABLE_STATES])
    .toArray();
  return waiting.reduce<number | null>(
    (min, d) => (min === null || d.nextAttemptAt < min ? d.nextAttemptAt : min),
    null,
  );
}

async function drain(deps: SenderDeps & { owner: string }): Promise<SendResult> {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const result: SendResult = { status: 'done', sent: 0, needsAttention: 0, nextAttemptAt: null };
  if (await isOutboxPaused(db)) return { ...result, status: 'paused', nextAttemptAt: null };
  // A crash after the server accepted a claim but before cleanup leaves 'sent' rows behind.
  await purgeSent(db);
  // We hold the lock, so whoever left drafts in flight is gone: they are due now, backoff or not.
  await restOrphans(db, now());
  const sender = new DraftSender(deps);
  const tried = new Set<string>();
  for (;;) {
    const waiting = await db.outbox
      .where('state')
      .anyOf([...SENDABLE_STATES])
      .sortBy('createdAt');
    const draft = waiting.find((d) => !tried.has(d.id) && (deps.force || d.nextAttemptAt <= now()));
    if (!draft) break;
    tried.add(draft.id);
    const step = await sender.send(draft);
    if (step === 'sent') {
      result.sent += 1;
      result.sentIds = [...(result.sentIds ?? []), draft.id];
    }
    if (step === 'needs-attention') result.needsAttention += 1;
    if (step === 'auth') return { ...result, status: 'auth-required', nextAttemptAt: null };
    // Offline or a busy server affects every draft alike: stop and let the backoff timer decide.
    if (step === 'retry') {
      result.status = 'offline';
      result.unreachable = sender.unreachable;
      break;
    }
  }
  result.nextAttemptAt = await nextDue(db);
  return result;
}

/**
 * Drafts left 'uploading' or 'posting' by a sender that is gone (tab closed, worker killed) or
 * stuck go back to waiting, due at once, so the customer sees the truth and the next pass picks
 * them up. Only while holding the outbox lock. A stuck sender that comes back to life finds the
 * draft no longer its own and leaves it alone; the keys make a repeated request harmless.
 */
async function restOrphans(
  db: CustomerDb,
  now: number,
  which: (d: OutboxDraft) => boolean = () => true,
): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    const inFlight = (
      await db.outbox
        .where('state')
        .anyOf([...IN_FLIGHT_STATES])
        .toArray()
    ).filter(which);
    for (const draft of inFlight) {
      await db.outbox.put({
        ...draft,
        state: draft.state === 'uploading' ? 'queued' : 'uploaded',
        nextAttemptAt: Math.min(draft.nextAttemptAt, now),
        leaseOwner: undefined,
        leaseUntil: undefined,
      });
    }
    return inFlight.length;
  });
}

type OrphanDeps = Pick<SenderDeps, 'db' | 'locks' | 'owner' | 'now'>;

/** Waits for the outbox lock (a dead holder frees it) and rests what that holder left behind. */
export async function releaseOrphans(deps: OrphanDeps): Promise<number> {
  const now = deps.now ?? Date.now;
  return withOutboxLock(deps.db, () => restOrphans(deps.db, now()), {
    locks: deps.locks,
    owner: deps.owner ?? crypto.randomUUID(),
    now: deps.now,
  });
}

/**
 * A sender whose lease on a draft in flight ran out is gone without freeing the lock (no Web
 * Locks: its database lock lasts 30 s) or stuck on an answer that will not come (a worker keeps
 * its Web Lock while it lives). Takes the lock from it and rests those drafts; 0 when none.
 */
export async function takeOverStalled(deps: OrphanDeps): Promise<number> {
  const now = deps.now ?? Date.now;
  const stalled = (d: OutboxDraft) => isStalled(d, now());
  const inFlight = await deps.db.outbox
    .where('state')
    .anyOf([...IN_FLIGHT_STATES])
    .toArray();
  if (!inFlight.some(stalled)) return 0;
  return withOutboxLock(deps.db, () => restOrphans(deps.db, now(), stalled), {
    locks: deps.locks,
    owner: deps.owner ?? crypto.randomUUID(),
    now: deps.now,
    steal: true,
  });
}

/**
 * Sends every due draft, one sender at a time across tabs and the service worker.
 * Safe to call from any trigger at any moment: every step is keyed, so repeating one after a
 * crash or a lost answer makes the server return what it already made.
 */
export async function sendOutbox(deps: SenderDeps): Promise<SendResult> {
  const owner = deps.owner ?? crypto.randomUUID();
  try {
    return await withOutboxLock(deps.db, () => drain({ ...deps, owner }), {
      locks: deps.locks,
      owner,
      now: deps.now,
    });
  } catch (error) {
    // Another sender found this one stuck and took over; it sends what was waiting.
    if (error instanceof LockStolenError)
      return { status: 'done', sent: 0, needsAttention: 0, nextAttemptAt: null };
    if (error instanceof OutboxStorageError || isQuotaError(error)) {
      return { status: 'quota', sent: 0, needsAttention: 0, nextAttemptAt: null };
    }
    throw error;
  }
}
