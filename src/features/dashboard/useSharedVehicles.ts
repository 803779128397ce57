import type { VehicleListItem } from '../../../contract/vehicles';
import { useMirrorList } from '../../offline/react/mirror';

export type SharedVehicle = VehicleListItem & { role: 'driver' | 'viewer' };

const isShared = <T extends VehicleListItem>(v: T): v is T & SharedVehicle =>
  v.role === 'driver' || v.role === 'viewer';

/**
 * The vehicles other customers share with this one (issue 30), from the device's copy of the
 * vehicle list: the dashboard's own figures count only the customer's own cars (SPEC's Total
 * Cars), so a driver's home would otherwise look empty.
 */
export function useSharedVehicles(): SharedVehicle[] {
  const { rows } = useMirrorList('vehicles');
  return rows.filter(isShared);
}
