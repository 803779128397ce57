import type { Dexie } from 'dexie';
import { useEffect } from 'react';
import { SESSION_EXPIRED_EVENT } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCustomerDb } from '../../offline/db';
import { refreshMirror } from '../../offline/mirror';
import { startOutboxRunner, type OutboxRunner } from '../../offline/outbox-runner';
import { loadExpenses } from './api';

let active: { db: Dexie; runner: OutboxRunner } | null = null;

const SENDING_QUOTA_MESSAGE =
  'Your device is out of storage space, so claims cannot be sent. Free some space; nothing has been lost.';

/**
 * One runner per page for the signed-in customer's database, kept running after the expense
 * screens unmount (claims keep going out while the customer looks elsewhere); replaced when the
 * customer changes.
 */
export function ensureOutboxRunner(db: Dexie): OutboxRunner {
  if (active?.db === db) return active.runner;
  active?.runner.stop();
  const runner = startOutboxRunner(db, {
    onAccepted: async (_draft, _claim, message) => {
      toast.success(message || 'Expense added successfully');
      try {
        await refreshMirror(db, 'expenses', await loadExpenses());
      } catch {
        // The log refreshes on its next visit; the claim is safely on the server.
      }
    },
    onAuthRequired: () => window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)),
    onQuota: () => toast.error(SENDING_QUOTA_MESSAGE),
  });
  active = { db, runner };
  return runner;
}

/** Starts (once) and returns the outbox runner; mount it anywhere inside the signed-in layout. */
export function useOutboxRunner(): OutboxRunner {
  const db = useCustomerDb();
  const runner = ensureOutboxRunner(db);
  useEffect(() => {
    // Stop only when this database is closed (sign-out), not on every unmount.
    const onClose = () => {
      if (active?.db === db) {
        active.runner.stop();
        active = null;
      }
    };
    db.on('close', onClose);
    return () => db.on('close').unsubscribe(onClose);
  }, [db]);
  return runner;
}

/** For the signed-in layout: keeps the outbox sending from app start on every page. */
export function OutboxRunnerMount(): null {
  useOutboxRunner();
  return null;
}
