import { z } from 'zod';

/** SPEC §3 Available vehicle option labels: shown as name/body/engine. */
export const vehicleLabel = z.object({
  name: z.string(),
  body: z.string(),
  engine: z.string(),
});
export type VehicleLabel = z.infer<typeof vehicleLabel>;

export const formatVehicleLabel = (v: VehicleLabel): string => `${v.name}/${v.body}/${v.engine}`;

/** SPEC §3 Subscribed vehicle: what `POST /api/customer/subscribed/vehicles` lists. */
export const subscribedVehicle = z.object({
  id: z.string(),
  customer: z.string(),
  vehicleDetails: vehicleLabel,
});
export type SubscribedVehicle = z.infer<typeof subscribedVehicle>;

export const subscribedVehicleList = z.array(subscribedVehicle);
