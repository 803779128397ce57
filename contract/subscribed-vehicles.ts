import { z } from 'zod/mini';
import { vehicleLabel } from './vehicle-label';

/** SPEC §3 Subscribed vehicle: what `POST /api/customer/subscribed/vehicles` lists. */
export const subscribedVehicle = z.object({
  id: z.string(),
  customer: z.string(),
  vehicleDetails: vehicleLabel,
});
export type SubscribedVehicle = z.infer<typeof subscribedVehicle>;

export const subscribedVehicleList = z.array(subscribedVehicle);
