import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loginRequest, registerRequest, user } from '../../contract/auth';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { createCustomer, toUser } from '../domain/accounts/customers';
import { decoy, verifyPassword } from '../domain/accounts/passwords';
import { createSession, endSession } from '../domain/accounts/sessions';
import { customers } from '../db/schema';
import { HttpError, ok } from '../http';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';

export default async function authRoutes(app: App, opts: { sessionSecret: string }): Promise<void> {
  const { sessionSecret } = opts;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/auth/register',
    {
      config: { public: true, rateLimit },
      schema: { tags: ['auth'], body: registerRequest, response: { 200: envelope(user) } },
    },
    async (request, reply) => {
      const row = await createCustomer(app.db, request.body);
      const session = await createSession(app.db, sessionSecret, row.id, app.config.sessionDays);
      setSessionCookie(reply, session.token, session.expiresOn);
      return ok(toUser(row), 'Your account is ready');
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit },
      schema: { tags: ['auth'], body: loginRequest, response: { 200: envelope(user) } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const rows = await app.db.select().from(customers).where(eq(customers.email, email)).limit(1);
      const row = rows[0];
      const valid = await verifyPassword(password, row?.passwordHash ?? (await decoy()));
      if (!row || !valid || !row.isActive) {
        throw new HttpError(401, 'Email or password is incorrect');
      }
      const session = await createSession(app.db, sessionSecret, row.id, app.config.sessionDays);
      setSessionCookie(reply, session.token, session.expiresOn);
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
