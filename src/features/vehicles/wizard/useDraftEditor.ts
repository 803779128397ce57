import { useCallback, useRef, useState } from 'react';
import { useCustomerDb } from '../../../offline/react/useCustomerDb';
import type { WizardDraft } from './draft';
import { saveDraft } from './store';

/**
 * A step's working copy of the draft. Every change is written through to Dexie at once, so Back,
 * Next and a reload all find what was typed. `latest()` reads the newest draft from callbacks
 * that finish later (options arriving, a save returning).
 */
export function useDraftEditor(key: string, initial: WizardDraft) {
  const db = useCustomerDb();
  const latestRef = useRef(initial);
  const [draft, setDraft] = useState(initial);

  const commit = useCallback(
    (patch: Partial<WizardDraft>) => {
      const next = { ...latestRef.current, ...patch };
      latestRef.current = next;
      setDraft(next);
      // A failed local write only loses resilience to a reload; the form keeps working.
      saveDraft(db, key, next).catch(() => undefined);
      return next;
    },
    [db, key],
  );
  const latest = useCallback(() => latestRef.current, []);
  return { draft, commit, latest };
}
