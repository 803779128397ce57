import type { VehicleLabel } from '../../../contract/vehicle-label';

/** A row's vehicle label (SPEC §3) on its own, for an answer's vehicle details. */
export const vehicleLabelOf = ({ name, body, engine }: VehicleLabel): VehicleLabel => ({
  name,
  body,
  engine,
});
