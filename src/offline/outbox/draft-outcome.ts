import { connectivity } from '../../lib/connectivity';
import { toast } from '../../lib/toast';
import type { CustomerDb } from '../db';
import { isOutboxPaused } from './drafts';
import { registerBackgroundSync } from './background-sync';
import type { SendResult } from './sender';

/** What the customer is told about a draft just saved, one sentence per state it can be in. */
export type DraftMessages = {
  /** Sent at once. Absent when the runner says so itself (a claim's server message). */
  sent?: string;
  /**
   * Sent at once by another sender (the service worker's Background Sync, another tab), whose
   * answer this page's runner never saw, so never told. Absent: `sent`.
   */
  sentElsewhere?: string;
  /** Kept until the device is online again. */
  waiting: string;
  /** The network is up, the server is not. */
  serverDown: string;
  /** The session ended: it goes once the customer signs in again. */
  signedOut: string;
  /** The server answered but could not take it yet. */
  retrying: string;
  /** Refused, with no reason of the server's to show. */
  needsAttention: string;
};

/**
 * One message, true to the state: after one send pass (`send`), what became of the draft saved
 * as `id`: sent, refused (the server's reason), or why it is waiting.
 */
export async function announceDraftOutcome(
  db: CustomerDb,
  id: string,
  /** One send pass; its result where it ran here (a pass in another tab answers nothing). */
  send: () => Promise<SendResult | null | void>,
  messages: DraftMessages,
): Promise<void> {
  void registerBackgroundSync();
  let result: SendResult | null = null;
  try {
    result = (await send()) ?? null;
  } catch {
    // The draft is safely stored; what follows says it is waiting.
  }
  let draft;
  try {
    draft = await db.outbox.get(id);
  } catch {
    return;
  }
  if (!draft || draft.state === 'sent') {
    const toldHere = result?.sentIds?.includes(id) === true;
    const text = toldHere ? messages.sent : (messages.sentElsewhere ?? messages.sent);
    if (text) toast.success(text);
  } else if (draft.state === 'needs-attention') {
    toast.error(draft.lastError ?? messages.needsAttention);
  } else if (await isOutboxPaused(db).catch(() => false)) {
    toast.success(messages.signedOut);
  } else {
    const state = connectivity();
    // This draft's own send says whether the server answered: the shared state can already have
    // been set back to reachable by another call answered meanwhile (a list refreshing behind).
    // With no result (another send pass was running), the shared state is all there is.
    const serverDown = result
      ? result.status === 'offline' && result.unreachable === true && state !== 'device-offline'
      : state === 'server-unreachable';
    toast.success(
      serverDown
        ? messages.serverDown
        : state === 'online' && draft.lastError
          ? messages.retrying
          : messages.waiting,
    );
  }
}
