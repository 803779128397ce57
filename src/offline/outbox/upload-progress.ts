/**
 * Upload progress per draft, in memory only: dozens of events a second are not worth writing
 * to IndexedDB, and a reload restarts the upload anyway.
 */
type Listener = () => void;

const progress = new Map<string, number>();
const listeners = new Set<Listener>();

export function setUploadProgress(draftId: string, fraction: number | null): void {
  if (fraction === null) progress.delete(draftId);
  else progress.set(draftId, Math.max(0, Math.min(1, fraction)));
  listeners.forEach((l) => l());
}

export const getUploadProgress = (draftId: string): number | null => progress.get(draftId) ?? null;

export function subscribeUploadProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
