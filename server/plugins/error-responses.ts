import type { RouteOptions } from 'fastify';
import { errorEnvelope } from '../../contract/envelope';

/**
 * The refusals any API route can answer, each in the error envelope: declared on every route so
 * the OpenAPI document (/api/docs) shows them, and so each is serialized through its schema.
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429] as const;

const errorResponses = Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorEnvelope]));

/** Adds the error responses a route does not declare itself (Swagger UI's own routes aside). */
export function declareErrorResponses(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const schema = (route.schema ??= {});
  schema.response = { ...errorResponses, ...(schema.response as object | undefined) };
}
