import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSession, sessionLifetime, type SessionCustomer } from '../domain/accounts/sessions';
import { HttpError } from '../http';

export const SESSION_COOKIE = 'cargo_session';

// Swagger UI serves its own assets under /api/docs; they carry no customer data.
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Loads the session for every /api request and refuses, with a 401 envelope, any route that is
 * not declared `config: { public: true }`: a new route is private unless someone says otherwise.
 */
export function registerSession(app: FastifyInstance, secret: string): void {
  app.decorateRequest('customer', null);
  const lifetime = sessionLifetime(app.config);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || isDocs(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.customer = await findSession(app.db, secret, token, lifetime);
      // What a signed-in customer is answered is theirs alone: no cache, shared or private,
      // keeps it (a route that knows better, like a receipt image, sets its own).
      if (request.customer) reply.header('cache-control', 'no-store');
    }
    const routeKnown = Boolean(request.routeOptions.url);
    if (!routeKnown || request.routeOptions.config?.public || request.customer) return;
    return reply.code(401).send({ status: false, message: 'Please sign in to continue' });
  });
}

export function requireCustomer(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new HttpError(401, 'Please sign in to continue');
  return request.customer;
}

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
