import type { WorkerState } from './worker-watch';

/** Whether this device can open the portal and show the driver's lists with no signal. */
export type OfflineReadiness =
  'ready' | 'unsupported' | 'saving-portal' | 'saving-lists' | 'failed';

/**
 * Ready once a service worker is active for this page (the portal's files are on the device) and
 * every list the start keeps has been kept in full (the mirrors' tag is on the device). `listsKept`
 * is undefined while the device's database has not answered yet.
 */
export function offlineReadiness(
  worker: WorkerState,
  listsKept: boolean | undefined,
): OfflineReadiness {
  if (worker === 'unsupported' || worker === 'failed') return worker;
  if (worker !== 'active') return 'saving-portal';
  return listsKept ? 'ready' : 'saving-lists';
}

/** What the driver is told for each. */
export const READINESS_TEXT: Record<OfflineReadiness, string> = {
  ready: 'Ready offline',
  unsupported:
    'This browser cannot keep the portal for use offline: it opens only with a connection.',
  'saving-portal': 'Not ready offline yet: the portal is still being saved on this device.',
  'saving-lists': 'Not ready offline yet: your lists are still being saved on this device.',
  failed:
    'Not ready offline: the portal could not be saved on this device. Close the browser, then open the portal again with a connection.',
};
