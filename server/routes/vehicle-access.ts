import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types';
import { CAN_READ, vehicleAccess } from '../domain/drivers/access';
import { requireCustomer } from '../plugins/session';

/**
 * The signed-in customer, who must own the vehicle: a driver or viewer is told it is the owner's
 * to do (403), not that the vehicle is gone; anyone else finds no vehicle (404).
 */
export async function requireVehicleOwner(app: App, request: FastifyRequest, vehicleId: string) {
  const customer = requireCustomer(request);
  await vehicleAccess(app.db, customer.id, vehicleId, ['owner']);
  return customer;
}

/**
 * The owner of a vehicle the signed-in customer may read: their own, or one shared with them as a
 * driver or viewer (issue 30). What is read is the owner's rows.
 */
export async function readableVehicleOwner(
  app: App,
  request: FastifyRequest,
  vehicleId: string,
): Promise<string> {
  const customer = requireCustomer(request);
  const { ownerId } = await vehicleAccess(app.db, customer.id, vehicleId, CAN_READ);
  return ownerId;
}
