import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { CustomerDb } from '../../offline/db';
import { useCustomerDb } from '../../offline/react/useCustomerDb';

/**
 * A vehicle's drafts waiting in the outbox, live. A draft leaving the outbox means the server
 * took it: the page's row is fetched again whenever fewer are waiting.
 */
export function useWaitingDrafts<D>(
  vehicleId: string,
  list: (db: CustomerDb, vehicleId: string) => Promise<D[]>,
  refresh: () => Promise<unknown>,
): D[] {
  const db = useCustomerDb();
  const drafts = useLiveQuery(() => list(db, vehicleId), [db, vehicleId, list]) ?? [];
  const before = useRef(drafts.length);
  useEffect(() => {
    if (drafts.length < before.current) void refresh();
    before.current = drafts.length;
  }, [drafts.length, refresh]);
  return drafts;
}
