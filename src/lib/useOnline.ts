import { useSyncExternalStore } from 'react';

/**
 * Connectivity as the portal sees it: the browser's flag, and whether our server answered the
 * last call. The server can be unreachable while the browser still says online.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The API client reports each call: false when no answer came back at all. */
export function reportServerReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  notify();
}

export function isOnline(): boolean {
  const browserOnline = typeof navigator === 'undefined' || navigator.onLine;
  return browserOnline && !unreachable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Coming back online is worth a fresh try, whatever the last call said.
  const onOnline = () => {
    unreachable = false;
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
