import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types';
import { CAN_RECORD, vehicleAccess } from '../domain/drivers/access';
import { checkDraftOwner, idempotencyKeyOf } from '../domain/expenses/request-guards';
import { requireCustomer } from '../plugins/session';

/**
 * A draft the device's outbox sends (a claim, a receipt, a reading, a trip): the signed-in
 * customer it is for, refused (401) when the outbox names someone else, and its Idempotency-Key.
 */
export function draftRequest(request: FastifyRequest) {
  const customer = requireCustomer(request);
  checkDraftOwner(request.headers, customer.id);
  return { customer, key: idempotencyKeyOf(request.headers) };
}

/**
 * A draft recorded against a vehicle: its sender must own it or drive it (issue 30), and it is
 * recorded in the owner's name.
 */
export async function vehicleDraftRequest(app: App, request: FastifyRequest, vehicleId: string) {
  const { customer, key } = draftRequest(request);
  const { ownerId } = await vehicleAccess(app.db, customer.id, vehicleId, CAN_RECORD);
  return { customer, key, ownerId };
}
