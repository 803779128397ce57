import { z } from 'zod/mini';

/**
 * SPEC §3 'Available vehicle option labels': a catalogue variant's name, body and engine. The one
 * shape every vehicle, log, claim and option carries to name its car.
 */
export const vehicleLabel = z.object({
  name: z.string(),
  body: z.string(),
  engine: z.string(),
});
export type VehicleLabel = z.infer<typeof vehicleLabel>;

/** name/body/engine, as SPEC shows a vehicle; a part the catalogue left blank is skipped. */
export const formatVehicleLabel = (v: VehicleLabel): string =>
  [v.name, v.body, v.engine].filter(Boolean).join('/');
