import { useSyncExternalStore } from 'react';
import {
  connectivity,
  isOnline,
  reportServerReachable,
  subscribeConnectivity,
  type Connectivity,
} from './connectivity';

function subscribe(listener: () => void): () => void {
  const stop = subscribeConnectivity(listener);
  // Coming back online is worth a fresh try, whatever the last call said.
  const onOnline = () => {
    reportServerReachable(true);
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    stop();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

/** 'online', 'device-offline' or 'server-unreachable', live. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, connectivity, () => 'online');
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
