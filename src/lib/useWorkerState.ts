import { useSyncExternalStore } from 'react';
import { subscribeWorkerState, workerState, type WorkerState } from './worker-watch';

/** This page's service worker, as src/lib/worker-watch.ts sees it (no database: any page may ask). */
export const useWorkerState = (): WorkerState =>
  useSyncExternalStore(subscribeWorkerState, workerState, workerState);
