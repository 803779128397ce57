import type { CustomerDb } from '../../offline/db';
import { useEffect } from 'react';
import { announceSessionExpired } from '../../lib/api';
import { onSignedIn } from '../../offline/session';
import { toast } from '../../lib/toast';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { refreshList } from '../../offline/mirrors/store';
import { unreachableMessage } from '../../lib/connectivity';
import { startOutboxRunner, type OutboxRunner } from '../../offline/outbox/runner';
import type { SendResult } from '../../offline/outbox/sender';
import { CLAIM_ADDED_MESSAGE } from '../../../contract/expenses';
import { loadExpenses, loadUploadUrl } from './api';

let active: { db: CustomerDb; runner: OutboxRunner } | null = null;

const SENDING_QUOTA_MESSAGE =
  'Your device is out of storage space, so claims cannot be sent. Free some space; nothing has been lost.';

/**
 * One runner per page for the signed-in customer's database, kept running after the expense
 * screens unmount (claims keep going out while the customer looks elsewhere); replaced when the
 * customer changes.
 */
export function ensureOutboxRunner(db: CustomerDb): OutboxRunner {
  if (active?.db === db) return active.runner;
  active?.runner.stop();
  const runner = startOutboxRunner(db, {
    onAccepted: async (_draft, _claim, message) => {
      toast.success(message || CLAIM_ADDED_MESSAGE);
      try {
        await refreshList(db, 'expenses', (etag) => loadExpenses(etag));
      } catch {
        // The log refreshes on its next visit; the claim is safely on the server.
      }
    },
    // The session module listens here: it signs the customer out and clears what they saw.
    onAuthRequired: announceSessionExpired,
    onQuota: () => toast.error(SENDING_QUOTA_MESSAGE),
    askUploadUrl: loadUploadUrl,
  });
  active = { db, runner };
  // Stop only when this database is closed (sign-out, a new customer), not on every unmount:
  // a runner left on a closed database would fail every pass.
  const onClose = () => {
    if (active?.db === db) {
      active.runner.stop();
      active = null;
    }
  };
  db.on('close', onClose);
  return runner;
}

/** Starts (once) and returns the outbox runner; mount it anywhere inside the signed-in layout. */
export function useOutboxRunner(): OutboxRunner {
  const db = useCustomerDb();
  const runner = ensureOutboxRunner(db);
  useEffect(
    // Signing in again as this customer lifted a 401 pause: send what waited at once.
    () => onSignedIn(() => runner.kick()),
    [runner],
  );
  return runner;
}

/**
 * 'Send now' that could not send says why, in one sentence (issue 11 item 19); null when it
 * did what was asked.
 */
export function sendNowProblem(result: SendResult | null): string | null {
  if (result?.status === 'offline') {
    return `Nothing was sent: ${unreachableMessage().toLowerCase()}. Your claims are kept on this device and go out by themselves once it is back.`;
  }
  if (result?.status === 'quota') return SENDING_QUOTA_MESSAGE;
  return null;
}
