import { useEffect } from 'react';
import { watchServiceWorker } from '../lib/worker-watch';

/** Watches the service worker and mends an install that stopped moving (worker-watch.ts). */
export function WorkerWatch() {
  useEffect(() => watchServiceWorker(), []);
  return null;
}
