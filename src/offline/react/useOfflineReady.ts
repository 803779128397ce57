import { useLiveQuery } from 'dexie-react-hooks';
import { MIRRORS_TAG_KEY } from '../db';
import { offlineReadiness, type OfflineReadiness } from '../../lib/offline-ready';
import { useCustomerDb } from './useCustomerDb';
import { useWorkerState } from '../../lib/useWorkerState';
import { readMeta } from '../meta';

/** Whether the signed-in driver's device is ready to work offline (offline-ready.ts). */
export function useOfflineReadiness(): OfflineReadiness {
  const db = useCustomerDb();
  const worker = useWorkerState();
  const listsKept = useLiveQuery(
    async () => typeof (await readMeta(db, MIRRORS_TAG_KEY))?.etag === 'string',
    [db],
  );
  return offlineReadiness(worker, listsKept);
}
