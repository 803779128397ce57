import { useEffect, useState } from 'react';
import type { CustomerDb } from '../../../offline/db';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCustomerDb } from '../../../offline/react/useCustomerDb';
import type { WizardDraft } from './draft';

/**
 * The draft kept under `key` (a vehicle id, or 'new'). The database keeps it as `unknown` (the
 * device database knows no feature's types); only this file writes the store, always a
 * WizardDraft, so that is what it reads back.
 */
export async function readDraft(db: CustomerDb, key: string): Promise<WizardDraft | null> {
  return ((await db.wizard.get(key))?.draft as WizardDraft | undefined) ?? null;
}

export async function saveDraft(db: CustomerDb, key: string, draft: WizardDraft): Promise<void> {
  await db.wizard.put({ key, draft, updatedAt: Date.now() });
}

export async function clearDraft(db: CustomerDb, key: string): Promise<void> {
  await db.wizard.delete(key);
}

/** The kept draft, live: undefined while IndexedDB answers, null when there is none. */
export function useStoredDraft(key: string): WizardDraft | null | undefined {
  const db = useCustomerDb();
  const result = useLiveQuery(async () => ({ key, draft: await readDraft(db, key) }), [db, key]);
  // Right after the key changes the hook still holds the previous key's answer: not ours.
  return result?.key === key ? result.draft : undefined;
}

/**
 * The kept draft as it was when a step opened (undefined while IndexedDB answers, null when
 * there is none). Read once per key: later writes, the step's own included, do not change it.
 */
export function useDraftAsOpened(key: string): WizardDraft | null | undefined {
  const db = useCustomerDb();
  const [opened, setOpened] = useState<{ key: string; draft: WizardDraft | null } | null>(null);
  useEffect(() => {
    let active = true;
    const settle = (draft: WizardDraft | null) => {
      if (active) setOpened({ key, draft });
    };
    // An unreadable draft is no wizard data: the gate starts the wizard again.
    readDraft(db, key).then(settle, () => settle(null));
    return () => {
      active = false;
    };
  }, [db, key]);
  return opened?.key === key ? opened.draft : undefined;
}
