import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useCustomerDb } from '../../offline/db';
import { isOutboxPaused, outboxTable } from '../../offline/outbox';
import type { OutboxDraft } from '../../offline/outbox-types';
import { getUploadProgress, subscribeUploadProgress } from '../../offline/upload-progress';

/** Drafts not yet accepted by the server, oldest first, live. */
export function useDrafts(): { drafts: OutboxDraft[]; paused: boolean; loaded: boolean } {
  const db = useCustomerDb();
  const result = useLiveQuery(
    async () => ({
      drafts: (await outboxTable(db).orderBy('createdAt').toArray()).filter(
        (d) => d.state !== 'sent',
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
  draft: OutboxDraft | undefined;
  loaded: boolean;
} {
  const db = useCustomerDb();
  const result = useLiveQuery(
    async () => ({ draft: id ? await outboxTable(db).get(id) : undefined }),
    [db, id],
  );
  return { draft: result?.draft, loaded: result !== undefined };
}

export function useUploadProgress(draftId: string): number | null {
  return useSyncExternalStore(
    subscribeUploadProgress,
    () => getUploadProgress(draftId),
    () => null,
  );
}
