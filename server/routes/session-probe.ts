import { sessionProbe } from '../../contract/auth';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { toUser } from '../domain/accounts/customers';
import { ok } from '../http';

/**
 * GET /api/auth/session: the portal's first question on a new device. Being signed out is an
 * answer, not an error: 200 with data null, so a first visit logs nothing in the console.
 */
export default async function sessionProbeRoutes(app: App): Promise<void> {
  app.get(
    '/api/auth/session',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: 'Who the session cookie belongs to; data is null when nobody is signed in.',
        response: { 200: envelope(sessionProbe) },
      },
    },
    async (request) => {
      const customer = request.customer;
      return customer ? ok(toUser(customer.profile), 'Signed in') : ok(null, 'Not signed in');
    },
  );
}
