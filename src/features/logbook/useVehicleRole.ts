import { useLiveQuery } from 'dexie-react-hooks';
import { useCustomerDb } from '../../offline/react/useCustomerDb';

export type VehicleRole = 'owner' | 'driver' | 'viewer';

/**
 * The customer's role on a vehicle, from the kept vehicle list: a shared vehicle's row names it,
 * and a vehicle of their own, or one whose row is not kept here, is theirs (the server decides
 * either way; this only keeps the screen from offering what it would refuse). Undefined until
 * the list has been read, so no control flashes up for a moment.
 */
export function useVehicleRole(vehicleId: string): VehicleRole | undefined {
  const db = useCustomerDb();
  return useLiveQuery(
    async () => (await db.vehicles.get(vehicleId))?.role ?? 'owner',
    [db, vehicleId],
  );
}
