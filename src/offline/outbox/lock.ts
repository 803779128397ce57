import type { CustomerDb } from '../db';
import { LOCK_META_KEY, OUTBOX_LOCK_NAME } from './types';
import { readMeta, writeMeta } from '../meta';

/** The slice of the Web Locks API the sender needs (navigator.locks in pages and workers). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: { steal: boolean }, callback: () => Promise<T>): Promise<T>;
}

export interface LockOptions {
  /** navigator.locks where the browser has it; null/undefined uses the database lock. */
  locks?: LockManagerLike | null;
  /** Identifies this holder in the database lock. */
  owner: string;
  now?: () => number;
  /** A holder that stops renewing (crashed tab) loses the lock after this long. */
  ttlMs?: number;
  pollMs?: number;
  /**
   * Take the lock from its holder at once: only for a holder known to be stuck (its lease on a
   * draft ran out). Its own `withOutboxLock` then fails with LockStolenError.
   */
  steal?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Compare-and-set inside a readwrite transaction: IndexedDB runs those one at a time per store. */
async function tryAcquire(
  db: CustomerDb,
  owner: string,
  now: number,
  ttlMs: number,
  steal = false,
): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    const row = await readMeta(db, LOCK_META_KEY);
    if (!steal && row && row.owner !== owner && row.expiresAt > now) return false;
    await writeMeta(db, LOCK_META_KEY, { owner, expiresAt: now + ttlMs });
    return true;
  });
}

async function renew(db: CustomerDb, owner: string, now: number, ttlMs: number): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const row = await readMeta(db, LOCK_META_KEY);
    if (row?.owner === owner)
      await writeMeta(db, LOCK_META_KEY, { ...row, expiresAt: now + ttlMs });
  });
}

async function release(db: CustomerDb, owner: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const row = await readMeta(db, LOCK_META_KEY);
    if (row?.owner === owner) await db.meta.delete(LOCK_META_KEY);
  });
}

/**
 * Runs `fn` while holding the one outbox lock shared by every tab and the service worker.
 * Waits for the current holder. Web Locks when present; otherwise a lease row in the 'meta'
 * store, renewed while held, so a holder that died frees it after `ttlMs`.
 */
export async function withOutboxLock<T>(
  db: CustomerDb,
  fn: () => Promise<T>,
  options: LockOptions,
): Promise<T> {
  if (options.locks) {
    let settled = false;
    const held = async () => {
      try {
        return await fn();
      } finally {
        settled = true;
      }
    };
    try {
      return await (options.steal
        ? options.locks.request(OUTBOX_LOCK_NAME, { steal: true }, held)
        : options.locks.request(OUTBOX_LOCK_NAME, held));
    } catch (error) {
      // Rejected while our work still runs: not our error, the lock was taken from us.
      if (!settled && (error as { name?: unknown } | null)?.name === 'AbortError')
        throw new LockStolenError();
      throw error;
    }
  }
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 30_000;
  const pollMs = options.pollMs ?? 200;
  // A holder whose row was taken stops renewing it and leaves it alone on release (owner check).
  while (!(await tryAcquire(db, options.owner, now(), ttlMs, options.steal))) await sleep(pollMs);
  const heartbeat = setInterval(
    () => {
      void renew(db, options.owner, now(), ttlMs).catch(() => undefined);
    },
    Math.max(50, Math.floor(ttlMs / 3)),
  );
  try {
    return await fn();
  } finally {
    clearInterval(heartbeat);
    await release(db, options.owner).catch(() => undefined);
  }
}

/** navigator.locks when this context has it (pages and workers share one namespace per origin). */
export function browserLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

/** The Web Lock this sender held was taken by another that found it stuck. */
export class LockStolenError extends Error {
  constructor() {
    super('Another sender took the outbox over');
    this.name = 'LockStolenError';
  }
}
