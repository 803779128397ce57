import { connectivity } from '../lib/connectivity';
import { toast } from '../lib/toast';
import type { CustomerDb } from './db';
import { isOutboxPaused } from './outbox';
import { registerBackgroundSync } from './background-sync';

/** What the customer is told about a draft just saved, one sentence per state it can be in. */
export type DraftMessages = {
  /** Sent at once. Absent when the runner says so itself (a claim's server message). */
  sent?: string;
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
  send: () => Promise<unknown>,
  messages: DraftMessages,
): Promise<void> {
  void registerBackgroundSync();
  try {
    await send();
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
    if (messages.sent) toast.success(messages.sent);
  } else if (draft.state === 'needs-attention') {
    toast.error(draft.lastError ?? messages.needsAttention);
  } else if (await isOutboxPaused(db).catch(() => false)) {
    toast.success(messages.signedOut);
  } else {
    const state = connectivity();
    toast.success(
      state === 'server-unreachable'
        ? messages.serverDown
        : state === 'online' && draft.lastError
          ? messages.retrying
          : messages.waiting,
    );
  }
}
