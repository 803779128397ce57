import { forgetMirrorsCheck, mirrorStands } from '../mirrors/check';
import type { CustomerDb } from '../db';
import { liveQuery } from 'dexie';
import type { Expense } from '../../../contract/expenses';
import { onServerReachable, probeServer, reportServerReachable } from '../../lib/connectivity';
import { isOutboxPaused, resumeOutbox } from './drafts';
import { registerBackgroundSync } from './background-sync';
import { browserLocks } from './lock';
import { IN_FLIGHT_STATES, type ClaimDraft } from './types';
import { readUploadUrl, rememberUploadUrl, uploadUrlEtag } from './upload-url';
import { releaseOrphans, sendOutbox, takeOverStalled, type SendResult } from './sender';
import { xhrUploader } from './http';
import { setUploadProgress } from './upload-progress';

export interface RunnerHooks {
  /** The server accepted a claim: refresh the expense log, tell the customer. */
  onAccepted?: (draft: ClaimDraft, claim: Expense, message: string) => Promise<void> | void;
  /** 401: sending is paused until the customer signs in again. */
  onAuthRequired?: () => void;
  /** The device refused to store more while sending. */
  onQuota?: () => void;
  /**
   * Asks the server where receipts go (its UPLOAD_ORIGIN); the call is the expenses feature's,
   * handed in by whoever starts the runner. Without it the remembered (or default) address stands.
   */
  askUploadUrl?: AskUploadUrl;
}

export interface RunnerOptions {
  /**
   * How often the server is asked whether it is back while drafts wait on it (the network being
   * up). Half a second keeps recovery well under 2 s; the jitter keeps phones out of step.
   */
  probeIntervalMs?: number;
}

const PROBE_INTERVAL_MS = 500;

/** The upload address's call, given the kept ETag: null when the kept address stands (304). */
export type AskUploadUrl = (
  etag: string | null,
) => Promise<{ url: string; etag: string | null } | null>;

export interface OutboxRunner {
  /** 'Send now': ignores backoff and a 401 pause (the customer may have signed in elsewhere). */
  sendNow(): Promise<SendResult | null>;
  /** A trigger: send now, whatever the backoff said. Coalesces while a run is in flight. */
  kick(): void;
  /** kick(), answering once the pass it joined (or started) is over. */
  runNow(): Promise<SendResult | null>;
  stop(): void;
}

/**
 * Learns UPLOAD_ORIGIN from the server when online; the last answer is kept for offline, with
 * its ETag: asked again with it, an address that stands is a 304 and writes nothing.
 */
async function refreshUploadUrl(db: CustomerDb, ask?: AskUploadUrl): Promise<void> {
  if (!ask) return;
  try {
    const etag = await uploadUrlEtag(db);
    // A kept address the start's one check vouches for is not asked again.
    if (etag !== null && (await mirrorStands(db, 'uploadUrl'))) return;
    const answer = await ask(etag);
    if (answer) await rememberUploadUrl(db, answer.url, answer.etag);
  } catch {
    // Offline: the remembered (or default) address stands.
  }
}

/**
 * The page's outbox triggers (DESIGN §5): now (app start), 'online', the page becoming visible,
 * a backoff timer for the earliest waiting draft, 'Send now', and Background Sync registration
 * for when the page is gone. One run at a time here; the lock keeps other tabs and the worker out.
 */
/**
 * A feature that wrote a draft of its own kind (an odometer reading) asks the running sender to
 * go now, without importing the feature that owns the runner; answered once that pass is over.
 * The page's sender starts only once the first screen is up: a draft saved before then is
 * answered by the first pass that sender makes, or after `waitMs` if none comes.
 */
const OUTBOX_KICK_EVENT = 'cargo:outbox-kick';
const OUTBOX_PASS_DONE_EVENT = 'cargo:outbox-pass-done';
type KickDetail = { passes: Promise<unknown>[] };
export async function kickOutbox(waitMs = 10_000): Promise<void> {
  const detail: KickDetail = { passes: [] };
  const listening = new AbortController();
  const firstPass = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    window.addEventListener(
      OUTBOX_PASS_DONE_EVENT,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true, signal: listening.signal },
    );
    listening.signal.addEventListener('abort', () => clearTimeout(timer));
  });
  window.dispatchEvent(new CustomEvent<KickDetail>(OUTBOX_KICK_EVENT, { detail }));
  if (detail.passes.length > 0) {
    listening.abort();
    await Promise.allSettled(detail.passes);
    return;
  }
  await firstPass;
  listening.abort();
}

export function startOutboxRunner(
  db: CustomerDb,
  hooks: RunnerHooks = {},
  options: RunnerOptions = {},
): OutboxRunner {
  let stopped = false;
  // This page's sender, named in its leases on drafts in flight and in the database lock.
  const owner = crypto.randomUUID();
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  const probeInterval = options.probeIntervalMs ?? PROBE_INTERVAL_MS;
  const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  let running: Promise<SendResult | null> | null = null;
  let again: { force: boolean; resume: boolean } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const DUE = { force: false, resume: false };
  const NOW = { force: true, resume: false };

  const schedule = (at: number | null) => {
    clearTimeout(timer);
    if (stopped || at === null) return;
    // Never sooner than 1 s, never later than the 15-minute cap plus slack.
    const delay = Math.min(Math.max(1_000, at - Date.now()), 16 * 60_000);
    timer = setTimeout(() => run(DUE), delay);
  };

  type Mode = { force: boolean; resume: boolean };
  const once = async ({ force, resume }: Mode): Promise<SendResult | null> => {
    if (stopped) return null;
    if (resume && (await isOutboxPaused(db))) await resumeOutbox(db);
    const result = await sendOutbox({
      db,
      fetch: (input, init) => fetch(input, init),
      apiBase: window.location.origin,
      uploadUrl: await readUploadUrl(db, window.location.origin),
      upload: typeof XMLHttpRequest === 'function' ? xhrUploader : undefined,
      locks: browserLocks(),
      owner,
      force,
      onProgress: (id, loaded, total) => setUploadProgress(id, total > 0 ? loaded / total : null),
      onAccepted: async (draft, claim, message) => {
        setUploadProgress(draft.id, null);
        await hooks.onAccepted?.(draft, claim, message);
      },
    });
    // What the server holds has changed: the start's check no longer vouches for the mirrors.
    if (result.sent > 0) forgetMirrorsCheck(db);
    if (result.status === 'auth-required') hooks.onAuthRequired?.();
    if (result.status === 'quota') hooks.onQuota?.();
    if (result.status === 'offline') void registerBackgroundSync();
    if (result.status === 'offline' && result.unreachable && !deviceOffline()) {
      // The network is up and our server is not: the banner says so, and we watch for its return.
      reportServerReachable(false);
      probeSoon();
    } else {
      probesInVain = 0;
      if (result.sent > 0) reportServerReachable(true);
    }
    schedule(
      result.status === 'auth-required' || result.status === 'paused' ? null : result.nextAttemptAt,
    );
    return result;
  };

  const run = (mode: Mode): Promise<SendResult | null> => {
    if (running) {
      // One more pass after this one, as eager as the most eager trigger that asked.
      again = { force: mode.force || !!again?.force, resume: mode.resume || !!again?.resume };
      return running;
    }
    running = (async () => {
      let result: SendResult | null = null;
      let current: Mode | null = mode;
      try {
        while (current && !stopped) {
          again = null;
          const earlier: string[] = result?.sentIds ?? [];
          result = await once(current);
          // Whoever joined this run hears of every draft it sent, not only the last pass's.
          if (result && earlier.length > 0) {
            result = { ...result, sentIds: [...earlier, ...(result.sentIds ?? [])] };
          }
          current = again;
        }
      } catch {
        // A broken run must not stop the triggers: the backoff timer tries again.
        schedule(Date.now() + 30_000);
      } finally {
        running = null;
        // A pass can end after its page is gone (a test's window torn down, a closing tab).
        if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_PASS_DONE_EVENT));
      }
      return result;
    })();
    return running;
  };

  // The server answers again (any call, or our probe): every waiting draft is due at once.
  // Probes that said 'back' but whose pass still found nothing answering (the health route up,
  // the upload route behind a broken proxy): each one doubles the next wait, up to 30 s, so a
  // half-working server is not asked every second.
  let probesInVain = 0;
  const probeSoon = () => {
    if (stopped || probeTimer !== undefined) return;
    const base = Math.min(30_000, probeInterval * 2 ** Math.min(probesInVain, 5));
    const delay = Math.round(base * (0.75 + Math.random() * 0.5));
    probeTimer = setTimeout(() => {
      void (async () => {
        // Offline devices wait for the 'online' event instead of asking.
        if (stopped || deviceOffline()) {
          probeTimer = undefined;
          return;
        }
        const back = await probeServer((input, init) => fetch(input, init), window.location.origin);
        probeTimer = undefined;
        if (back) {
          probesInVain += 1;
          void run(NOW);
        } else probeSoon();
      })();
    }, delay);
  };
  const stopReachable = onServerReachable(() => void run(NOW));

  // A sender that died mid-step (a closed tab, a killed worker) leaves drafts 'uploading' or
  // 'posting'; one stuck on an answer that never comes keeps them so. Every change to those
  // drafts reaches every tab (Dexie tells the others over a BroadcastChannel). Then, when nothing
  // here is sending, wait for the lock the sender held: granted the moment its tab closes, and
  // what it left goes out at once. And when the earliest lease on them runs out with nobody
  // renewing it, take the lock from that sender: gone or stuck, it no longer counts.
  let waitingForOrphans = false;
  let leaseTimer: ReturnType<typeof setTimeout> | undefined;
  // Each wait is its own holder: sharing the pass's name would let it into the database lock.
  const orphanDeps = { db, locks: browserLocks() };
  const takeOver = () => {
    if (stopped) return;
    void takeOverStalled(orphanDeps)
      .then((taken) => {
        if (taken > 0) void run(NOW);
      })
      .catch(() => undefined);
  };
  // A draft going out or coming back, here or in another tab or the service worker, is a write
  // to the server (its receipt's upload, then the claim): what the start's one check said no
  // longer holds. The first answer (nothing in flight at start) changes nothing.
  let wasInFlight = false;
  const watchOrphans = liveQuery(() =>
    db.outbox
      .where('state')
      .anyOf([...IN_FLIGHT_STATES])
      .toArray(),
  ).subscribe({
    next: (inFlight) => {
      if (inFlight.length > 0 || wasInFlight) forgetMirrorsCheck(db);
      wasInFlight = inFlight.length > 0;
      clearTimeout(leaseTimer);
      if (inFlight.length === 0 || stopped) return;
      const until = Math.min(...inFlight.map((d) => d.leaseUntil ?? 0));
      // A little past the end, so the lease has surely run out by the clock that checks it.
      leaseTimer = setTimeout(takeOver, Math.max(0, until - Date.now()) + 100);
      if (running || waitingForOrphans) return;
      waitingForOrphans = true;
      void releaseOrphans(orphanDeps)
        .then((rested) => {
          if (rested > 0) void run(NOW);
        })
        .catch(() => undefined)
        .finally(() => {
          waitingForOrphans = false;
        });
    },
    error: () => undefined,
  });

  // Connectivity or attention came back: worth a try now, whatever the backoff said.
  const onOnline = () => void run(NOW);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run(NOW);
  };
  const onKick = (event: Event) => {
    const pass = run(NOW);
    (event as CustomEvent<KickDetail | null>).detail?.passes.push(pass);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener(OUTBOX_KICK_EVENT, onKick);
  document.addEventListener('visibilitychange', onVisible);
  void refreshUploadUrl(db, hooks.askUploadUrl).finally(() => run(NOW));

  return {
    sendNow: () => run({ force: true, resume: true }),
    kick: () => void run(NOW),
    runNow: () => run(NOW),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(probeTimer);
      clearTimeout(leaseTimer);
      stopReachable();
      watchOrphans.unsubscribe();
      window.removeEventListener('online', onOnline);
      window.removeEventListener(OUTBOX_KICK_EVENT, onKick);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
