import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import type { VehicleBudget } from '../../../contract/budget';
import type { VehicleLogbook } from '../../../contract/logbook';
import type { VehicleOdometer } from '../../../contract/odometer';
import type { CustomerDb } from '../db';
import { useRefresh, type Refresh } from './mirror';
import { useCustomerDb } from './useCustomerDb';

type Loader = (db: CustomerDb, vehicleId: string) => Promise<void>;
type VehicleMirror<T> = Refresh & { row: T | undefined; loaded: boolean };

/** The row of one vehicle in a per-vehicle mirror, read through the database's typed tables. */
type Store = 'budgets' | 'odometers' | 'logbooks';
const readRow = (db: CustomerDb, store: Store, vehicleId: string) =>
  store === 'budgets'
    ? db.budgets.get(vehicleId)
    : store === 'odometers'
      ? db.odometers.get(vehicleId)
      : db.logbooks.get(vehicleId);

/**
 * One vehicle's row of a per-vehicle mirror, live from Dexie, refreshed from the server on
 * mount and when the browser comes back online.
 */
export function useVehicleMirror(
  store: 'budgets',
  vehicleId: string,
  loader: Loader,
): VehicleMirror<VehicleBudget>;
export function useVehicleMirror(
  store: 'odometers',
  vehicleId: string,
  loader: Loader,
): VehicleMirror<VehicleOdometer>;
export function useVehicleMirror(
  store: 'logbooks',
  vehicleId: string,
  loader: Loader,
): VehicleMirror<VehicleLogbook>;
export function useVehicleMirror(
  store: Store,
  vehicleId: string,
  loader: Loader,
): VehicleMirror<VehicleBudget | VehicleOdometer | VehicleLogbook> {
  const db = useCustomerDb();
  const load = useCallback(() => loader(db, vehicleId), [db, vehicleId, loader]);
  const refreshed = useRefresh(store, load);
  const { refresh } = refreshed;
  useEffect(() => {
    void refresh();
  }, [vehicleId, refresh]);
  const result = useLiveQuery(
    async () => ({ row: await readRow(db, store, vehicleId) }),
    [db, store, vehicleId],
  );
  return { ...refreshed, row: result?.row, loaded: result !== undefined };
}
