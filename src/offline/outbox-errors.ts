import { QUOTA_MESSAGE } from './outbox-types';

/** Raised when the device refuses to store more: the whole transaction was rolled back. */
export class OutboxStorageError extends Error {
  constructor(message = QUOTA_MESSAGE) {
    super(message);
    this.name = 'OutboxStorageError';
  }
}

/** Dexie wraps IndexedDB's error; the quota one may sit in `inner` or arrive as an abort. */
export function isQuotaError(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth += 1) {
    const named = e as { name?: unknown; inner?: unknown; cause?: unknown };
    if (named.name === 'QuotaExceededError') return true;
    e = named.inner ?? named.cause;
  }
  return false;
}
