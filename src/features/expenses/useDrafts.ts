import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { isOutboxPaused } from '../../offline/outbox/drafts';
import { isClaimDraft, type ClaimDraft } from '../../offline/outbox/types';
import { getUploadProgress, subscribeUploadProgress } from '../../offline/outbox/upload-progress';

/** Drafts not yet accepted by the server, oldest first, live. */
export function useDrafts(): { drafts: ClaimDraft[]; paused: boolean; loaded: boolean } {
  const db = useCustomerDb();
  const result = useLiveQuery(
    async () => ({
      // Odometer readings share the outbox; this list is the claims'.
      drafts: (await db.outbox.orderBy('createdAt').toArray()).filter(
        (d): d is ClaimDraft => d.state !== 'sent' && isClaimDraft(d),
      ),
      paused: await isOutboxPaused(db),
    }),
    [db],
  );
  return {
    drafts: result?.drafts ?? [],
    paused: result?.paused ?? false,
    loaded: result !== undefined,
  };
}

export function useDraft(id: string | undefined): {
  draft: ClaimDraft | undefined;
  loaded: boolean;
} {
  const db = useCustomerDb();
  const result = useLiveQuery(async () => {
    const found = id ? await db.outbox.get(id) : undefined;
    // An odometer reading shares the outbox: it is no claim to edit.
    return { draft: found && isClaimDraft(found) ? found : undefined };
  }, [db, id]);
  return { draft: result?.draft, loaded: result !== undefined };
}

export function useUploadProgress(draftId: string): number | null {
  return useSyncExternalStore(
    subscribeUploadProgress,
    () => getUploadProgress(draftId),
    () => null,
  );
}
