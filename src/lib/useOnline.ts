import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const getOnline = () => navigator.onLine;

/** The browser's idea of connectivity; a failed call is still the final word (ApiError 'offline'). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getOnline, () => true);
}
