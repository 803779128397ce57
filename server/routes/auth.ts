import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { loginRequest, registerRequest, user } from '../../contract/auth';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { createCustomer, toUser } from '../domain/accounts/customers';
import { signIn } from '../domain/accounts/sign-in';
import { createSession, endSession, sessionLifetime } from '../domain/accounts/sessions';
import { ok } from '../http';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';
import { signInThrottle } from '../plugins/sign-in-throttle';

export default async function authRoutes(app: App, opts: { sessionSecret: string }): Promise<void> {
  const { sessionSecret } = opts;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  /** Signs the customer in on this browser: a new session, handed over as its cookie. */
  const startSession = async (reply: FastifyReply, customerId: string) => {
    const lifetime = sessionLifetime(app.config);
    const session = await createSession(app.db, sessionSecret, customerId, lifetime);
    setSessionCookie(reply, session.token, session.expiresOn);
  };

  app.post(
    '/api/auth/register',
    {
      config: { public: true, rateLimit },
      schema: { tags: ['auth'], body: registerRequest, response: { 200: envelope(user) } },
    },
    async (request, reply) => {
      const row = await createCustomer(app.db, request.body);
      await startSession(reply, row.id);
      return ok(toUser(row), 'Your account is ready');
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit: signInThrottle(app.config) },
      schema: { tags: ['auth'], body: loginRequest, response: { 200: envelope(user) } },
    },
    async (request, reply) => {
      const row = await signIn(app.db, request.body.email, request.body.password);
      await startSession(reply, row.id);
      return ok(toUser(row), 'Signed in');
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      if (request.customer) await endSession(app.db, request.customer.sessionId);
      clearSessionCookie(reply);
      return ok(null, 'Signed out');
    },
  );
}
