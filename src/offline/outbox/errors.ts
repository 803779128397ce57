import { QUOTA_MESSAGE, STORAGE_REFUSED_MESSAGE } from './types';

/** Raised when the device refuses to store more: the whole transaction was rolled back. */
export class OutboxStorageError extends Error {
  constructor(message = QUOTA_MESSAGE) {
    super(message);
    this.name = 'OutboxStorageError';
  }
}

/** The error and what it wraps: Dexie keeps IndexedDB's own error in `inner`. */
function* causes(error: unknown): Generator<{ name?: unknown }> {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth += 1) {
    const named = e as { name?: unknown; inner?: unknown; cause?: unknown };
    yield named;
    e = named.inner ?? named.cause;
  }
}

/** Dexie wraps IndexedDB's error; the quota one may sit in `inner` or arrive as an abort. */
export function isQuotaError(error: unknown): boolean {
  for (const e of causes(error)) if (e.name === 'QuotaExceededError') return true;
  return false;
}

/**
 * How a browser says it will not keep what we write at all, rather than that the disk is full:
 * Safari and Firefox in private browsing have refused IndexedDB or its binary values
 * ('UnknownError', 'InvalidStateError', 'DataCloneError', 'NotSupportedError'), and Dexie names
 * a database that could not open or is gone.
 */
const REFUSALS = new Set([
  'UnknownError',
  'InvalidStateError',
  'DataCloneError',
  'NotSupportedError',
  'OpenFailedError',
  'DatabaseClosedError',
  'MissingAPIError',
]);

export function isStorageRefusal(error: unknown): boolean {
  for (const e of causes(error))
    if (typeof e.name === 'string' && REFUSALS.has(e.name)) return true;
  return false;
}

/**
 * Saving a draft with its photo: a full device and a browser that will not keep the bytes each
 * get their own message, and nothing was written (one transaction).
 */
function asKeepError(error: unknown): unknown {
  if (isQuotaError(error)) return new OutboxStorageError(QUOTA_MESSAGE);
  if (isStorageRefusal(error)) return new OutboxStorageError(STORAGE_REFUSED_MESSAGE);
  return error;
}

/** Kept free beyond the photo itself: the draft's row and IndexedDB's own overhead. */
export const STORAGE_HEADROOM_BYTES = 1024 * 1024;

/**
 * Asks the browser (navigator.storage.estimate) whether `bytes` more fit before a photo is
 * written, so a full device is told so at once rather than meeting a write that fails or, on some
 * engines, half succeeds. A browser that cannot say is trusted; its write failing is caught too.
 */
export async function ensureRoomFor(
  bytes: number,
  storage: Pick<StorageManager, 'estimate'> | undefined = globalThis.navigator?.storage,
): Promise<void> {
  if (typeof storage?.estimate !== 'function') return;
  let estimate: StorageEstimate;
  try {
    estimate = await storage.estimate();
  } catch {
    return;
  }
  const { quota, usage } = estimate;
  if (typeof quota !== 'number' || typeof usage !== 'number') return;
  if (quota - usage < bytes + STORAGE_HEADROOM_BYTES) throw new OutboxStorageError(QUOTA_MESSAGE);
}

/**
 * Writes a draft with the photo it keeps (`bytes` of it): first asks whether there is room, then
 * writes; a full device or a browser that will not keep it becomes OutboxStorageError with the
 * message to show (the transaction left nothing behind).
 */
export async function keeping<T>(bytes: number, write: () => Promise<T>): Promise<T> {
  await ensureRoomFor(bytes);
  try {
    return await write();
  } catch (error) {
    throw asKeepError(error);
  }
}
