import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import type { CustomerDb } from '../../offline/db';
import { useRefresh } from '../../offline/mirror';
import { useCustomerDb } from '../../offline/useCustomerDb';

/**
 * One vehicle's row of a per-vehicle mirror, live from Dexie, refreshed from the server on
 * mount and when the browser comes back online.
 */
export function useVehicleMirror<T>(
  store: 'budgets' | 'odometers',
  vehicleId: string,
  loader: (db: CustomerDb, vehicleId: string) => Promise<void>,
) {
  const db = useCustomerDb();
  const load = useCallback(() => loader(db, vehicleId), [db, vehicleId, loader]);
  const { refreshing, error, refresh } = useRefresh(store, load);
  useEffect(() => {
    void refresh();
  }, [vehicleId, refresh]);
  const result = useLiveQuery(
    async () => ({ row: (await db.table(store).get(vehicleId)) as T | undefined }),
    [db, store, vehicleId],
  );
  return { row: result?.row, loaded: result !== undefined, refreshing, error, refresh };
}
