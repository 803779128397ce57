import type { Dexie } from 'dexie';
import { z } from 'zod';
import type { Expense } from '../../contract/expenses';
import { isOutboxPaused, resumeOutbox } from './outbox';
import { browserLocks } from './outbox-lock';
import { OUTBOX_SYNC_TAG, type OutboxDraft } from './outbox-types';
import { readUploadUrl, rememberUploadUrl } from './outbox-upload-url';
import { sendOutbox, type SendResult } from './sender';
import { xhrUploader } from './sender-http';
import { setUploadProgress } from './upload-progress';

export interface RunnerHooks {
  /** The server accepted a claim: refresh the expense log, tell the customer. */
  onAccepted?: (draft: OutboxDraft, claim: Expense, message: string) => Promise<void> | void;
  /** 401: sending is paused until the customer signs in again. */
  onAuthRequired?: () => void;
  /** The device refused to store more while sending. */
  onQuota?: () => void;
}

export interface OutboxRunner {
  /** 'Send now': ignores backoff and a 401 pause (the customer may have signed in elsewhere). */
  sendNow(): Promise<SendResult | null>;
  /** A trigger: send now, whatever the backoff said. Coalesces while a run is in flight. */
  kick(): void;
  stop(): void;
}

/** Asks the browser to wake the service worker for us when connectivity returns. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (
      registration as ServiceWorkerRegistration & {
        sync?: { register(tag: string): Promise<void> };
      }
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or no service worker yet: the page triggers suffice.
  }
}

const uploadUrlAnswer = z.object({ status: z.literal(true), data: z.object({ url: z.string() }) });

/** Learns UPLOAD_ORIGIN from the server when online; the last answer is kept for offline. */
async function refreshUploadUrl(db: Dexie): Promise<void> {
  try {
    const res = await fetch('/api/file/upload-url', { credentials: 'same-origin' });
    const parsed = uploadUrlAnswer.safeParse(await res.json());
    if (parsed.success) await rememberUploadUrl(db, parsed.data.data.url);
  } catch {
    // Offline: the remembered (or default) address stands.
  }
}

/**
 * The page's outbox triggers (DESIGN §5): now (app start), 'online', the page becoming visible,
 * a backoff timer for the earliest waiting draft, 'Send now', and Background Sync registration
 * for when the page is gone. One run at a time here; the lock keeps other tabs and the worker out.
 */
export function startOutboxRunner(db: Dexie, hooks: RunnerHooks = {}): OutboxRunner {
  let stopped = false;
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
      force,
      onProgress: (id, loaded, total) => setUploadProgress(id, total > 0 ? loaded / total : null),
      onAccepted: async (draft, claim, message) => {
        setUploadProgress(draft.id, null);
        await hooks.onAccepted?.(draft, claim, message);
      },
    });
    if (result.status === 'auth-required') hooks.onAuthRequired?.();
    if (result.status === 'quota') hooks.onQuota?.();
    if (result.status === 'offline') void registerBackgroundSync();
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
          result = await once(current);
          current = again;
        }
      } catch {
        // A broken run must not stop the triggers: the backoff timer tries again.
        schedule(Date.now() + 30_000);
      } finally {
        running = null;
      }
      return result;
    })();
    return running;
  };

  // Connectivity or attention came back: worth a try now, whatever the backoff said.
  const onOnline = () => void run(NOW);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run(NOW);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void refreshUploadUrl(db).finally(() => run(NOW));

  return {
    sendNow: () => run({ force: true, resume: true }),
    kick: () => void run(NOW),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
