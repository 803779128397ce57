import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http';

/**
 * A per-minute limit counted per signed-in customer, not per address (a family or a depot shares
 * one), in the database so every server process draws on the same allowance. `keyPrefix` keeps a
 * route's count apart from the others'.
 */
export const perCustomerLimit = (max: number, message: string, keyPrefix = '') => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${keyPrefix}${request.customer?.id ?? request.ip}`,
  errorResponseBuilder: () => new HttpError(429, message),
});
